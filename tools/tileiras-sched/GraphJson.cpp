//===- GraphJson.cpp - JSON graphs and schedules for tileiras-sched -------===//
//
// Part of tileiras. See docs/schedule.md.
//
// A strict reader: unknown keys, wrong types, negative numbers and dangling
// names are errors that name the offending resource, node or edge.
//
//===----------------------------------------------------------------------===//

#include "GraphJson.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace llvm;
using namespace tileiras;
using namespace tileiras::sched_tool;

namespace {

Error fail(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

Expected<json::Value> parseFile(StringRef path) {
  auto buffer = MemoryBuffer::getFileOrSTDIN(path);
  if (!buffer)
    return fail("cannot read '" + path + "': " + buffer.getError().message());
  Expected<json::Value> value = json::parse((*buffer)->getBuffer());
  if (!value)
    return fail("malformed JSON: " + toString(value.takeError()));
  return std::move(*value);
}

Error checkKeys(const json::Object &object, ArrayRef<StringRef> allowed,
                const Twine &where) {
  for (const auto &entry : object) {
    if (!llvm::is_contained(allowed, entry.first.str()))
      return fail(where + ": unknown key '" + entry.first.str() + "'");
  }
  return Error::success();
}

/// Reads `key` as a non-negative integer, or `fallback` when absent and
/// fallback >= 0.
Expected<int64_t> readCount(const json::Object &object, StringRef key,
                            const Twine &where, int64_t fallback = -1) {
  const json::Value *value = object.get(key);
  if (!value) {
    if (fallback >= 0)
      return fallback;
    return fail(where + ": missing '" + key + "'");
  }
  std::optional<int64_t> number = value->getAsInteger();
  if (!number)
    return fail(where + ": '" + key + "' must be an integer");
  if (*number < 0)
    return fail(where + ": negative " + key + " " + Twine(*number));
  return *number;
}

} // namespace

Expected<GraphDesc> tileiras::sched_tool::readGraph(StringRef path) {
  Expected<json::Value> root = parseFile(path);
  if (!root)
    return root.takeError();
  const json::Object *top = root->getAsObject();
  if (!top)
    return fail("graph must be a JSON object");
  if (Error e = checkKeys(*top, {"resources", "nodes", "edges"}, "graph"))
    return std::move(e);

  GraphDesc graph;
  StringMap<unsigned> resourceIndex, nodeIndex;
  if (const json::Value *value = top->get("resources")) {
    const json::Object *resources = value->getAsObject();
    if (!resources)
      return fail("'resources' must be an object of NAME: CAPACITY");
    // json::Object is unordered; sort names so indices are deterministic.
    std::vector<std::string> names;
    for (const auto &entry : *resources)
      names.push_back(entry.first.str());
    llvm::sort(names);
    for (const std::string &name : names) {
      std::string where = "resource '" + name + "'";
      std::optional<int64_t> cap = resources->get(name)->getAsInteger();
      if (!cap)
        return fail(where + ": capacity must be an integer");
      if (*cap < 0)
        return fail(where + ": negative capacity " + Twine(*cap));
      resourceIndex[name] = graph.resourceNames.size();
      graph.resourceNames.push_back(name);
      graph.capacities.push_back(*cap);
    }
  }

  const json::Array *nodes = top->getArray("nodes");
  if (!nodes)
    return fail("graph: missing 'nodes' array");
  for (size_t i = 0; i < nodes->size(); ++i) {
    const json::Object *node = (*nodes)[i].getAsObject();
    std::string where = "node " + std::to_string(i);
    if (!node)
      return fail(where + ": must be an object");
    if (Error e = checkKeys(*node, {"name", "uses"}, where))
      return std::move(e);
    std::optional<StringRef> name = node->getString("name");
    if (!name)
      return fail(where + ": missing string 'name'");
    where += " ('" + name->str() + "')";
    if (!nodeIndex.insert({*name, graph.nodes.size()}).second)
      return fail(where + ": duplicate node name");
    GraphDesc::Node desc{name->str(), {}};
    if (const json::Value *usesValue = node->get("uses")) {
      const json::Array *uses = usesValue->getAsArray();
      if (!uses)
        return fail(where + ": 'uses' must be an array");
      for (size_t u = 0; u < uses->size(); ++u) {
        std::string useWhere = where + ": use " + std::to_string(u);
        const json::Object *use = (*uses)[u].getAsObject();
        if (!use)
          return fail(useWhere + ": must be an object");
        if (Error e = checkKeys(*use, {"resource", "offset", "cycles"}, useWhere))
          return std::move(e);
        std::optional<StringRef> resource = use->getString("resource");
        if (!resource)
          return fail(useWhere + ": missing string 'resource'");
        auto it = resourceIndex.find(*resource);
        if (it == resourceIndex.end())
          return fail(useWhere + ": unknown resource '" + *resource + "'");
        Expected<int64_t> offset = readCount(*use, "offset", useWhere, 0);
        if (!offset)
          return offset.takeError();
        Expected<int64_t> cycles = readCount(*use, "cycles", useWhere, 1);
        if (!cycles)
          return cycles.takeError();
        if (*cycles == 0)
          return fail(useWhere + ": 'cycles' must be at least 1");
        desc.uses.push_back({it->second, *offset, *cycles});
      }
    }
    graph.nodes.push_back(std::move(desc));
  }

  if (const json::Value *edgesValue = top->get("edges")) {
    const json::Array *edges = edgesValue->getAsArray();
    if (!edges)
      return fail("graph: 'edges' must be an array");
    for (size_t i = 0; i < edges->size(); ++i) {
      std::string where = "edge " + std::to_string(i);
      const json::Object *edge = (*edges)[i].getAsObject();
      if (!edge)
        return fail(where + ": must be an object");
      if (Error e = checkKeys(*edge, {"from", "to", "latency", "distance"}, where))
        return std::move(e);
      std::optional<StringRef> from = edge->getString("from");
      std::optional<StringRef> to = edge->getString("to");
      if (!from || !to)
        return fail(where + ": 'from' and 'to' must be node names");
      where += " ('" + from->str() + "' -> '" + to->str() + "')";
      auto f = nodeIndex.find(*from), t = nodeIndex.find(*to);
      if (f == nodeIndex.end())
        return fail(where + ": unknown node '" + *from + "'");
      if (t == nodeIndex.end())
        return fail(where + ": unknown node '" + *to + "'");
      Expected<int64_t> latency = readCount(*edge, "latency", where);
      if (!latency)
        return latency.takeError();
      Expected<int64_t> distance = readCount(*edge, "distance", where, 0);
      if (!distance)
        return distance.takeError();
      graph.edges.push_back({f->second, t->second, *latency, *distance});
    }
  }
  return graph;
}

Expected<ScheduleDesc>
tileiras::sched_tool::readSchedule(StringRef path, const GraphDesc &graph) {
  Expected<json::Value> root = parseFile(path);
  if (!root)
    return root.takeError();
  const json::Object *top = root->getAsObject();
  if (!top)
    return fail("schedule must be a JSON object");
  if (Error e = checkKeys(*top, {"ii", "start", "mii", "stages"}, "schedule"))
    return std::move(e);
  ScheduleDesc schedule;
  std::optional<int64_t> ii = top->getInteger("ii");
  if (!ii)
    return fail("schedule: missing integer 'ii'");
  schedule.ii = *ii;
  const json::Object *start = top->getObject("start");
  if (!start)
    return fail("schedule: missing 'start' object");
  StringMap<unsigned> nodeIndex;
  for (unsigned v = 0; v < graph.nodes.size(); ++v)
    nodeIndex[graph.nodes[v].name] = v;
  for (const auto &entry : *start)
    if (!nodeIndex.count(entry.first))
      return fail("schedule: start time for unknown node '" +
                  entry.first.str() + "'");
  for (const GraphDesc::Node &node : graph.nodes) {
    const json::Value *t = start->get(node.name);
    if (!t)
      return fail("schedule: no start time for node '" + node.name + "'");
    std::optional<int64_t> cycle = t->getAsInteger();
    if (!cycle)
      return fail("schedule: start time of node '" + node.name +
                  "' must be an integer");
    schedule.start.push_back(*cycle);
  }
  if (const json::Value *stages = top->get("stages")) {
    std::optional<int64_t> s = stages->getAsInteger();
    if (!s)
      return fail("schedule: 'stages' must be an integer");
    schedule.stages = *s;
  }
  if (const json::Value *mii = top->get("mii")) {
    const json::Object *m = mii->getAsObject();
    std::optional<int64_t> res = m ? m->getInteger("res") : std::nullopt;
    std::optional<int64_t> rec = m ? m->getInteger("rec") : std::nullopt;
    if (!res || !rec)
      return fail("schedule: 'mii' must be {\"res\": A, \"rec\": B}");
    schedule.resMII = *res;
    schedule.recMII = *rec;
  }
  return schedule;
}

sched::Problem tileiras::sched_tool::toProblem(const GraphDesc &graph) {
  sched::Problem problem;
  for (unsigned r = 0; r < graph.resourceNames.size(); ++r)
    problem.addResource(graph.resourceNames[r], graph.capacities[r]);
  for (const GraphDesc::Node &node : graph.nodes) {
    std::vector<sched::ResourceUse> uses;
    for (const GraphDesc::Use &u : node.uses)
      uses.push_back({u.resource, u.offset, u.cycles});
    problem.addNode(node.name, std::move(uses));
  }
  for (const GraphDesc::Edge &e : graph.edges)
    problem.addEdge(e.from, e.to, e.latency, e.distance);
  return problem;
}

oracle::schedule::Instance
tileiras::sched_tool::toInstance(const GraphDesc &graph) {
  oracle::schedule::Instance inst;
  inst.resourceNames = graph.resourceNames;
  inst.capacities.assign(graph.capacities.begin(), graph.capacities.end());
  for (const GraphDesc::Node &node : graph.nodes) {
    oracle::schedule::Instance::Op op{node.name, {}};
    for (const GraphDesc::Use &u : node.uses)
      op.uses.push_back({int(u.resource), u.offset, u.cycles});
    inst.ops.push_back(std::move(op));
  }
  for (const GraphDesc::Edge &e : graph.edges)
    inst.deps.push_back({int(e.from), int(e.to), e.latency, e.distance});
  return inst;
}

json::Value tileiras::sched_tool::scheduleToJson(const GraphDesc &graph,
                                                 const ScheduleDesc &schedule) {
  json::Object start;
  for (unsigned v = 0; v < graph.nodes.size(); ++v)
    start[graph.nodes[v].name] = schedule.start[v];
  json::Object result{{"ii", schedule.ii},
                      {"start", std::move(start)},
                      {"stages", schedule.stages}};
  if (schedule.resMII >= 0)
    result["mii"] = json::Object{{"res", schedule.resMII},
                                 {"rec", schedule.recMII}};
  return result;
}
