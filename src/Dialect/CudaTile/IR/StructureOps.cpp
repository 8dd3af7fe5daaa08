//===- StructureOps.cpp - module, functions, control flow, debugging -------===//

#include "CudaTileAsm.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/FunctionImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::cuda_tile;


/// Appends `terminatorName` to `region`'s block when the source left the
/// block without a terminator (the implicit yield/continue/return).
template <typename TerminatorOp>
static void ensureTerminator(Region &region, OpBuilder &builder, Location loc) {
  if (region.empty())
    region.emplaceBlock();
  Block &block = region.front();
  if (!block.empty() && block.back().hasTrait<OpTrait::IsTerminator>())
    return;
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToEnd(&block);
  TerminatorOp::create(builder, loc);
}

//===----------------------------------------------------------------------===//
// module
//===----------------------------------------------------------------------===//

void cuda_tile::ModuleOp::build(OpBuilder &builder, OperationState &state, StringRef name) {
  state.addAttribute(mlir::SymbolTable::getSymbolAttrName(), builder.getStringAttr(name));
  state.addRegion()->emplaceBlock();
}

//===----------------------------------------------------------------------===//
// Debug-info verifier (guide B §4.9)
//===----------------------------------------------------------------------===//

/// The di_loc that stands for `loc`: a call site counts as its caller (the
/// frame in this function), a fused location as its first di_loc, name and
/// opaque locations as the location they wrap.
static DILocAttr findDILoc(LocationAttr loc) {
  return llvm::TypeSwitch<LocationAttr, DILocAttr>(loc)
      .Case([](DILocAttr diLoc) { return diLoc; })
      .Case([](CallSiteLoc callSite) { return findDILoc(callSite.getCaller()); })
      .Case([](FusedLoc fused) {
        for (Location sub : fused.getLocations())
          if (DILocAttr diLoc = findDILoc(sub))
            return diLoc;
        return DILocAttr();
      })
      .Case([](NameLoc name) { return findDILoc(name.getChildLoc()); })
      .Case([](OpaqueLoc opaque) { return findDILoc(opaque.getFallbackLocation()); })
      .Default([](LocationAttr) { return DILocAttr(); });
}

/// The subprogram that encloses `scope`, through any lexical blocks.
static DISubprogramAttr enclosingSubprogram(Attribute scope) {
  while (auto block = dyn_cast_or_null<DILexicalBlockAttr>(scope))
    scope = block.getScope();
  return dyn_cast_or_null<DISubprogramAttr>(scope);
}

static DISubprogramAttr subprogramOf(Location loc) {
  DILocAttr diLoc = findDILoc(loc);
  return diLoc ? enclosingSubprogram(diLoc.getScope()) : DISubprogramAttr();
}

/// Rules 6, 1 and 2: the function's own location.
static LogicalResult verifyFunctionDebugInfo(FunctionOpInterface func) {
  LocationAttr loc = func->getLoc();
  if (isa<CallSiteLoc>(loc))
    return func->emitOpError() << "invalid function debug info location: " << loc
                               << ". Function location must not be a CallSiteLoc.";
  DILocAttr diLoc = findDILoc(loc);
  if (!diLoc)
    return success();
  auto subprogram = dyn_cast<DISubprogramAttr>(diLoc.getScope());
  if (!subprogram)
    return func->emitOpError() << "invalid function debug info scope: " << diLoc.getScope()
                               << ". Function location must have cuda_tile.di_subprogram "
                                  "debug info scope.";
  if (subprogram.getLinkageName().getValue() != func.getName())
    return func->emitOpError() << "invalid function debug info scope: " << subprogram
                               << ". Function name \"" << func.getName()
                               << "\" does not match subprogram scope linkage name "
                               << subprogram.getLinkageName() << ".";
  return success();
}

/// Rules 3 and 4: every nested op's scope lies in the function's subprogram.
static LogicalResult verifyFunctionBodyDebugInfo(FunctionOpInterface func) {
  DISubprogramAttr funcScope = subprogramOf(func->getLoc());
  WalkResult walked = func.getFunctionBody().walk([&](Operation *op) {
    DISubprogramAttr opScope = subprogramOf(op->getLoc());
    if (!opScope)
      return WalkResult::advance();
    if (!funcScope) {
      op->emitOpError() << "invalid operation debug info scope: " << opScope
                        << ". Operation has debug info scope, but function debug info "
                           "scope is undefined.";
      return WalkResult::interrupt();
    }
    if (opScope != funcScope) {
      // NVIDIA reports this one without the `'op' ` prefix.
      op->emitError() << "invalid operation debug info scope: " << opScope
                      << ". Operation debug info scope does not match function debug "
                         "info scope: "
                      << funcScope << ".";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(walked.wasInterrupted());
}

LogicalResult cuda_tile::ModuleOp::verify() {
  for (Operation &op : *getBody())
    if (!isa<EntryOp, GlobalOp, TestingFuncOp>(op))
      return op.emitOpError("only 'cuda_tile.entry' and 'cuda_tile.global' operations are "
                            "allowed in a cuda_tile.module");
  // Rule 5: di_loc scopes are local, so a global cannot have one.
  for (Operation &op : *getBody())
    if (!isa<FunctionOpInterface>(op))
      if (DILocAttr diLoc = findDILoc(op.getLoc()))
        return op.emitOpError() << "invalid operation debug info scope: " << diLoc
                                << ". Global variables must not have scope.";
  return success();
}

//===----------------------------------------------------------------------===//
// entry and testing$func
//===----------------------------------------------------------------------===//

/// `@name(%a: T, %b: T {attrs}) [-> R | -> (R, ...)]`
static ParseResult parseFunctionHeader(OpAsmParser &parser, OperationState &result,
                                       SmallVectorImpl<OpAsmParser::Argument> &args,
                                       SmallVectorImpl<Type> &resultTypes,
                                       bool allowResults) {
  StringAttr name;
  if (parser.parseSymbolName(name, mlir::SymbolTable::getSymbolAttrName(), result.attributes) ||
      parser.parseLParen())
    return failure();
  if (failed(parser.parseOptionalRParen())) {
    if (parser.parseCommaSeparatedList([&]() -> ParseResult {
          OpAsmParser::Argument arg;
          // Names are all-or-nothing; a mixed list is reported at the first
          // argument that breaks the pattern, as NVIDIA's parser does.
          SMLoc argLoc = parser.getCurrentLocation();
          OptionalParseResult named = parser.parseOptionalArgument(
              arg, /*allowType=*/false, /*allowAttrs=*/false);
          bool hasName = named.has_value();
          if (hasName && failed(*named))
            return failure();
          if (!args.empty() && hasName != !args.back().ssaName.name.empty())
            return parser.emitError(argLoc, hasName ? "expected type instead of SSA identifier"
                                                    : "expected SSA identifier");
          if (hasName && parser.parseColon())
            return failure();
          if (!hasName)
            arg.ssaName.location = argLoc;
          if (parseCudaTileType(parser, arg.type))
            return failure();
          NamedAttrList attrs;
          if (parser.parseOptionalAttrDict(attrs))
            return failure();
          arg.attrs = attrs.getDictionary(parser.getContext());
          args.push_back(arg);
          return success();
        }) ||
        parser.parseRParen())
      return failure();
    // A body follows, so its arguments need names.
    if (args.front().ssaName.name.empty())
      return parser.emitError(args.front().ssaName.location, "expected SSA identifier");
  }
  if (allowResults && succeeded(parser.parseOptionalArrow())) {
    if (succeeded(parser.parseOptionalLParen())) {
      if (failed(parser.parseOptionalRParen()) &&
          (parseCudaTileTypeList(parser, resultTypes) || parser.parseRParen()))
        return failure();
    } else {
      Type type;
      if (parseCudaTileType(parser, type))
        return failure();
      resultTypes.push_back(type);
    }
  }
  return success();
}

template <typename OpTy>
static ParseResult parseFuncLike(OpAsmParser &parser, OperationState &result,
                                 bool isEntry) {
  SmallVector<OpAsmParser::Argument> args;
  SmallVector<Type> resultTypes;
  if (parseFunctionHeader(parser, result, args, resultTypes, /*allowResults=*/true))
    return failure();
  if (isEntry && succeeded(parser.parseOptionalKeyword("optimization_hints"))) {
    if (parser.parseEqual())
      return failure();
    Attribute hints = OptimizationHintsAttr::parse(parser, Type());
    if (!hints)
      return failure();
    result.addAttribute("optimization_hints", hints);
  }
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  SmallVector<Type> argTypes;
  for (auto &arg : args)
    argTypes.push_back(arg.type);
  Builder &builder = parser.getBuilder();
  result.addAttribute("function_type",
                      TypeAttr::get(builder.getFunctionType(argTypes, resultTypes)));
  call_interface_impl::addArgAndResultAttrs(
      builder, result, args, /*resultAttrs=*/{}, StringAttr::get(builder.getContext(), "arg_attrs"),
      StringAttr::get(builder.getContext(), "res_attrs"));
  Region *body = result.addRegion();
  if (parser.parseRegion(*body, args, /*enableNameShadowing=*/false))
    return failure();
  OpBuilder opBuilder(builder.getContext());
  ensureTerminator<ReturnOp>(*body, opBuilder, result.location);
  return success();
}

template <typename OpTy>
static void printFuncLike(OpTy op, OpAsmPrinter &printer, bool isEntry) {
  printer << " ";
  printer.printSymbolName(op.getSymName());
  printer << "(";
  Block &entry = op.getBody().front();
  ArrayAttr argAttrs = op.getArgAttrsAttr();
  llvm::interleaveComma(llvm::enumerate(entry.getArguments()), printer, [&](auto it) {
    printer << it.value() << ": ";
    printCudaTileType(printer, op, it.value().getType());
    if (argAttrs)
      if (auto dict = dyn_cast<DictionaryAttr>(argAttrs[it.index()]); dict && !dict.empty())
        printer.printOptionalAttrDict(dict.getValue());
  });
  printer << ")";
  ArrayRef<Type> results = op.getFunctionType().getResults();
  if (!results.empty()) {
    printer << " -> ";
    if (results.size() == 1) {
      printCudaTileType(printer, op, results.front());
    } else {
      printer << "(";
      printCudaTileTypeList(printer, op, results);
      printer << ")";
    }
  }
  if (isEntry)
    if (auto hints = op->template getAttrOfType<OptimizationHintsAttr>("optimization_hints")) {
      printer << " optimization_hints=";
      hints.print(printer);
    }
  printer.printOptionalAttrDictWithKeyword(
      op->getAttrs(), {mlir::SymbolTable::getSymbolAttrName(), "function_type", "arg_attrs",
                       "res_attrs", "optimization_hints"});
  printer << " ";
  printer.printRegion(op.getBody(), /*printEntryBlockArgs=*/false,
                      /*printBlockTerminators=*/true);
}

ParseResult EntryOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseFuncLike<EntryOp>(parser, result, /*isEntry=*/true);
}
void EntryOp::print(OpAsmPrinter &printer) { printFuncLike(*this, printer, true); }

LogicalResult EntryOp::verify() {
  if (!getFunctionType().getResults().empty())
    return emitOpError("entry op must not return values");
  for (Type type : getFunctionType().getInputs())
    if (auto tile = dyn_cast<TileType>(type); tile && tile.getRank() != 0)
      return emitOpError("entry op must have scalar types (rank 0 !cuda_tile.tile)");
  if (getBody().empty() || getBody().front().getArgumentTypes() !=
                               getFunctionType().getInputs())
    return emitOpError("region arguments must match the function signature");
  // 13.1 reports the offending hint, then a summary error on the op.
  if (auto hints = getOptimizationHints())
    if (failed(hints->verifyForOp(*this)))
      return emitOpError("Optimization hints verification failed");
  return verifyFunctionDebugInfo(*this);
}

LogicalResult EntryOp::verifyRegions() { return verifyFunctionBodyDebugInfo(*this); }

ParseResult TestingFuncOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseFuncLike<TestingFuncOp>(parser, result, /*isEntry=*/false);
}
void TestingFuncOp::print(OpAsmPrinter &printer) { printFuncLike(*this, printer, false); }
LogicalResult TestingFuncOp::verify() {
  if (getBody().empty() || getBody().front().getArgumentTypes() !=
                               getFunctionType().getInputs())
    return emitOpError("region arguments must match the function signature");
  return verifyFunctionDebugInfo(*this);
}

LogicalResult TestingFuncOp::verifyRegions() { return verifyFunctionBodyDebugInfo(*this); }

//===----------------------------------------------------------------------===//
// global and get_global
//===----------------------------------------------------------------------===//

/// `global [private] [constant] @g [alignment = 256] <f32: [1.0]> : tile<2xf32>`
ParseResult GlobalOp::parse(OpAsmParser &parser, OperationState &result) {
  MLIRContext *ctx = parser.getContext();
  if (succeeded(parser.parseOptionalKeyword("private")))
    result.addAttribute("symbol_visibility",
                        SymbolVisibilityAttr::get(ctx, SymbolVisibility::Private));
  if (succeeded(parser.parseOptionalKeyword("constant")))
    result.addAttribute("constant", UnitAttr::get(ctx));
  StringAttr name;
  if (parser.parseSymbolName(name, mlir::SymbolTable::getSymbolAttrName(), result.attributes))
    return failure();
  if (succeeded(parser.parseOptionalKeyword("alignment"))) {
    int64_t alignment;
    if (parser.parseEqual() || parser.parseInteger(alignment))
      return failure();
    result.addAttribute("alignment", parser.getBuilder().getI64IntegerAttr(alignment));
  }
  DenseLiteral literal;
  Type type;
  DenseIntOrFPElementsAttr value;
  if (parseDenseLiteral(parser, literal) || parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColon() || parseCudaTileType(parser, type) ||
      buildDenseLiteral(parser, literal, type, value))
    return failure();
  result.addAttribute("value", value);
  return success();
}

void GlobalOp::print(OpAsmPrinter &printer) {
  // NVIDIA's printer leaves the separator of an elided visibility keyword,
  // hence `global  @g` with two spaces.
  printer << " ";
  if (getSymbolVisibility() == SymbolVisibility::Private)
    printer << "private";
  if (getConstant())
    printer << " constant";
  printer << " ";
  printer.printSymbolName(getSymName());
  if (getAlignment() != 0)
    printer << " alignment = " << getAlignment();
  printer << " ";
  printDenseLiteral(printer, getValue());
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                {mlir::SymbolTable::getSymbolAttrName(), "value", "alignment",
                                 "constant", "symbol_visibility"});
  printer << " : ";
  printCudaTileType(printer, *this, getValue().getType());
}

LogicalResult GlobalOp::verify() {
  if (cast<ShapedType>(getValue().getType()).getRank() != 1)
    return emitOpError("type must have rank 1");
  return success();
}

LogicalResult GetGlobalOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  auto global = symbolTable.lookupNearestSymbolFrom<GlobalOp>(*this, getNameAttr());
  if (!global)
    return emitOpError() << "'" << getName() << "' does not reference a valid global";
  Type elt = cast<ShapedType>(global.getValue().getType()).getElementType();
  auto ptrType = cast<PointerType>(cast<TileType>(getType()).getElementType());
  if (ptrType.getPointeeType() != elt)
    return emitOpError() << "pointee type of result type " << Type(ptrType)
                         << " does not match type " << elt << " of the global @" << getName();
  return success();
}

//===----------------------------------------------------------------------===//
// Terminators
//===----------------------------------------------------------------------===//

/// Walks up through `if` ops to the nearest non-if ancestor.
static Operation *skipIfs(Operation *op) {
  Operation *parent = op->getParentOp();
  while (parent && isa<IfOp>(parent))
    parent = parent->getParentOp();
  return parent;
}

LogicalResult ReturnOp::verify() {
  Operation *parent = skipIfs(*this);
  if (auto entry = dyn_cast_or_null<EntryOp>(parent)) {
    if (!getOperands().empty())
      return emitOpError() << "has " << getOperands().size()
                           << " operands, but entry function must return 0 operands";
    return success();
  }
  if (auto func = dyn_cast_or_null<TestingFuncOp>(parent)) {
    ArrayRef<Type> results = func.getFunctionType().getResults();
    if (results.size() != getOperands().size())
      return emitOpError() << "has " << getOperands().size()
                           << " operands, but enclosing function (@" << func.getSymName()
                           << ") returns " << results.size();
    for (auto [i, pair] : llvm::enumerate(llvm::zip(getOperandTypes(), results)))
      if (std::get<0>(pair) != std::get<1>(pair))
        return emitOpError() << "type of return operand " << i << " (" << std::get<0>(pair)
                             << ") doesn't match function result type (" << std::get<1>(pair)
                             << ") in function @" << func.getSymName();
    return success();
  }
  return emitOpError("must be used within a cuda_tile.testing$func, cuda_tile.entry, or "
                     "cuda_tile.if operation");
}

/// break and continue may only cross `if` ops on the way to their loop.
template <typename... LoopOps>
static FailureOr<Operation *> findEnclosingLoop(Operation *op, StringRef allowedList) {
  Operation *parent = op->getParentOp();
  while (parent && isa<IfOp>(parent))
    parent = parent->getParentOp();
  if (parent && isa<LoopOps...>(parent))
    return parent;
  InFlightDiagnostic diag = op->emitOpError()
                            << "can only be nested within a ancestor chain of " << allowedList
                            << " operations";
  if (parent)
    diag.attachNote(parent->getLoc()) << "see unexpected ancestor operation";
  return failure();
}

LogicalResult BreakOp::verify() {
  FailureOr<Operation *> loop =
      findEnclosingLoop<LoopOp>(*this, "'cuda_tile.loop', 'cuda_tile.if'");
  if (failed(loop))
    return failure();
  TypeRange expected = (*loop)->getResultTypes();
  if (TypeRange(getOperandTypes()) != expected)
    return emitOpError() << "operand types must correspond to the parent loop result types: ("
                         << TypeRange(getOperandTypes()) << ") vs ("
                         << TypeRange(expected) << ")";
  return success();
}

LogicalResult ContinueOp::verify() {
  FailureOr<Operation *> loop = findEnclosingLoop<ForOp, LoopOp>(
      *this, "'cuda_tile.for', 'cuda_tile.loop', 'cuda_tile.if'");
  if (failed(loop))
    return failure();
  if (auto loopOp = dyn_cast<LoopOp>(*loop)) {
    TypeRange expected = loopOp.getInitValues().getTypes();
    if (TypeRange(getOperandTypes()) != expected)
      return emitOpError() << "`loop` is missing a valid terminator. `continue` op should "
                              "have operand types that match the parent loop iter_values: ("
                           << TypeRange(expected) << "), but found: ("
                           << TypeRange(getOperandTypes()) << ")";
    return success();
  }
  TypeRange expected = (*loop)->getResultTypes();
  if (TypeRange(getOperandTypes()) != expected)
    return emitOpError() << "`for` is missing a valid terminator. `continue` op should have "
                            "operand types that match the parent loop return types: ("
                         << TypeRange(expected) << "), but found: ("
                         << TypeRange(getOperandTypes()) << ")";
  return success();
}

//===----------------------------------------------------------------------===//
// if
//===----------------------------------------------------------------------===//

/// Terminators an if branch may end with: yield, or an early exit.
static bool isIfTerminator(Operation &op) {
  return isa<YieldOp, BreakOp, ContinueOp, ReturnOp>(op);
}

ParseResult IfOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand cond;
  if (parser.parseOperand(cond))
    return failure();
  SmallVector<Type> resultTypes;
  if (succeeded(parser.parseOptionalArrow())) {
    if (parser.parseLParen() || parseCudaTileTypeList(parser, resultTypes) ||
        parser.parseRParen())
      return failure();
  }
  Type i1 = TileType::get({}, parser.getBuilder().getI1Type());
  if (parser.resolveOperand(cond, i1, result.operands))
    return failure();
  result.addTypes(resultTypes);
  Region *thenRegion = result.addRegion();
  Region *elseRegion = result.addRegion();
  OpBuilder builder(parser.getContext());
  if (parser.parseRegion(*thenRegion, {}))
    return failure();
  ensureTerminator<YieldOp>(*thenRegion, builder, result.location);
  if (succeeded(parser.parseOptionalKeyword("else"))) {
    if (parser.parseRegion(*elseRegion, {}))
      return failure();
    ensureTerminator<YieldOp>(*elseRegion, builder, result.location);
  }
  return parser.parseOptionalAttrDict(result.attributes);
}

static bool needsTerminatorPrinted(Region &region) {
  if (region.empty() || region.front().empty())
    return false;
  Operation &last = region.front().back();
  return !isa<YieldOp>(last) || last.getNumOperands() != 0;
}

void IfOp::print(OpAsmPrinter &printer) {
  printer << " " << getCondition();
  if (!getResults().empty()) {
    printer << " -> (";
    printCudaTileTypeList(printer, *this, getResultTypes());
    printer << ")";
  }
  printer << " ";
  printer.printRegion(getThenRegion(), false, needsTerminatorPrinted(getThenRegion()));
  if (!getElseRegion().empty()) {
    printer << " else ";
    printer.printRegion(getElseRegion(), false, needsTerminatorPrinted(getElseRegion()));
  }
  printer.printOptionalAttrDict((*this)->getAttrs());
}

static LogicalResult checkNoViewResults(Operation *op, TypeRange types, StringRef what) {
  for (auto [i, type] : llvm::enumerate(types)) {
    if (isa<TensorViewType>(type))
      return op->emitOpError() << what << " " << i << " is a tensor_view, which is not supported";
    if (isTileView(type))
      return op->emitOpError() << what << " " << i << " is a tile view, which is not supported";
  }
  return success();
}

LogicalResult IfOp::verify() {
  if (getThenRegion().empty())
    return emitOpError("must define then branch");
  if (failed(checkNoViewResults(*this, getResultTypes(), "result type")))
    return failure();
  if (!getResults().empty() && getElseRegion().empty())
    return emitOpError("has non-empty return type, must define else branch");
  auto checkBranch = [&](Region &region, StringRef name) -> LogicalResult {
    if (region.empty())
      return success();
    // Op verifiers run before MLIR checks that blocks end in a terminator, and
    // bytecode can describe an empty block.
    if (region.front().empty())
      return emitOpError() << name << " branch must end with yield, break, continue or return";
    Operation &last = region.front().back();
    if (!isIfTerminator(last))
      return emitOpError() << name << " branch must end with yield, break, continue or return";
    auto yield = dyn_cast<YieldOp>(last);
    if (!yield)
      return success(); // early exits are checked by their own verifiers
    TypeRange yielded = yield.getOperandTypes();
    if (yielded.empty() && !getResults().empty())
      return emitOpError() << "has return type of " << TypeRange(getResultTypes())
                           << " but " << name << " branch does not yield anything";
    if (!yielded.empty() && getResults().empty())
      return emitOpError() << "does not return a value, but " << name << " branch yields "
                           << TypeRange(yielded);
    if (yielded != getResultTypes())
      return emitOpError() << "type does not match yield type, " << name << " branch yields "
                           << TypeRange(yielded) << " but op result type is "
                           << TypeRange(getResultTypes());
    return success();
  };
  if (failed(checkBranch(getThenRegion(), "then")))
    return failure();
  return checkBranch(getElseRegion(), "else");
}

//===----------------------------------------------------------------------===//
// for and loop
//===----------------------------------------------------------------------===//

/// `iter_values(%a = %init, ...)`; the types follow separately.
static ParseResult
parseIterValues(OpAsmParser &parser, SmallVectorImpl<OpAsmParser::Argument> &regionArgs,
                SmallVectorImpl<OpAsmParser::UnresolvedOperand> &inits) {
  return parser.parseCommaSeparatedList(
      OpAsmParser::Delimiter::Paren, [&]() -> ParseResult {
        OpAsmParser::Argument arg;
        OpAsmParser::UnresolvedOperand init;
        if (parser.parseArgument(arg) || parser.parseEqual() || parser.parseOperand(init))
          return failure();
        regionArgs.push_back(arg);
        inits.push_back(init);
        return success();
      });
}

/// A type list, optionally in parentheses.
static ParseResult parseMaybeParenTypeList(OpAsmParser &parser, SmallVectorImpl<Type> &types) {
  if (succeeded(parser.parseOptionalLParen())) {
    if (succeeded(parser.parseOptionalRParen()))
      return success();
    if (parseCudaTileTypeList(parser, types) || parser.parseRParen())
      return failure();
    return success();
  }
  return parseCudaTileTypeList(parser, types);
}

ParseResult ForOp::parse(OpAsmParser &parser, OperationState &result) {
  if (succeeded(parser.parseOptionalKeyword("unsigned")))
    result.addAttribute("unsignedCmp", UnitAttr::get(parser.getContext()));
  OpAsmParser::Argument iv;
  OpAsmParser::UnresolvedOperand lb, ub, step;
  Type boundType;
  if (parser.parseArgument(iv) || parser.parseKeyword("in") || parser.parseLParen() ||
      parser.parseOperand(lb) || parser.parseKeyword("to") || parser.parseOperand(ub) ||
      parser.parseComma() || parser.parseKeyword("step") || parser.parseOperand(step) ||
      parser.parseRParen() || parser.parseColon() || parseCudaTileType(parser, boundType))
    return failure();
  iv.type = boundType;
  SmallVector<OpAsmParser::Argument> regionArgs{iv};
  SmallVector<OpAsmParser::UnresolvedOperand> inits;
  SmallVector<Type> iterTypes;
  SMLoc iterLoc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalKeyword("iter_values"))) {
    if (parseIterValues(parser, regionArgs, inits) || parser.parseArrow() ||
        parseMaybeParenTypeList(parser, iterTypes))
      return failure();
    if (iterTypes.size() != inits.size())
      return parser.emitError(iterLoc,
                              "mismatch in number of loop-carried values and defined values");
  }
  for (auto [arg, type] : llvm::zip(llvm::drop_begin(regionArgs), iterTypes))
    arg.type = type;
  if (parser.resolveOperand(lb, boundType, result.operands) ||
      parser.resolveOperand(ub, boundType, result.operands) ||
      parser.resolveOperand(step, boundType, result.operands) ||
      parser.resolveOperands(inits, iterTypes, iterLoc, result.operands))
    return failure();
  result.addTypes(iterTypes);
  Region *body = result.addRegion();
  if (parser.parseRegion(*body, regionArgs))
    return failure();
  OpBuilder builder(parser.getContext());
  ensureTerminator<ContinueOp>(*body, builder, result.location);
  return parser.parseOptionalAttrDict(result.attributes);
}

static bool needsLoopTerminatorPrinted(Region &region) {
  if (region.empty() || region.front().empty())
    return false;
  Operation &last = region.front().back();
  return !isa<ContinueOp>(last) || last.getNumOperands() != 0;
}

void ForOp::print(OpAsmPrinter &printer) {
  if (getUnsignedCmp())
    printer << " unsigned";
  printer << " " << getInductionVar() << " in (" << getLowerBound() << " to "
          << getUpperBound() << ", step " << getStep() << ") : ";
  printCudaTileType(printer, *this, getLowerBound().getType());
  if (!getInitValues().empty()) {
    printer << " iter_values(";
    llvm::interleaveComma(llvm::zip(getBody()->getArguments().drop_front(), getInitValues()),
                          printer, [&](auto pair) {
                            printer << std::get<0>(pair) << " = " << std::get<1>(pair);
                          });
    printer << ") -> (";
    printCudaTileTypeList(printer, *this, getResultTypes());
    printer << ")";
  }
  printer << " ";
  printer.printRegion(getRegion(), false, needsLoopTerminatorPrinted(getRegion()));
  printer.printOptionalAttrDict((*this)->getAttrs(), {"unsignedCmp"});
}

/// The iteration-value checks `for` and `loop` share.
static LogicalResult verifyLoopCarried(Operation *op, ValueRange inits, TypeRange resultTypes,
                                       ValueRange regionIterArgs) {
  if (regionIterArgs.size() != inits.size())
    return op->emitOpError() << "mismatch in number of region iterator values and loop "
                                "iterator inits: "
                             << regionIterArgs.size() << " vs " << inits.size();
  if (failed(checkNoViewResults(op, inits.getTypes(), "loop-carried value")))
    return failure();
  for (auto [i, pair] : llvm::enumerate(llvm::zip(inits, regionIterArgs)))
    if (std::get<0>(pair).getType() != std::get<1>(pair).getType())
      return op->emitOpError() << "init value " << i << " and region iter_value " << i
                               << " have different type: " << std::get<0>(pair).getType()
                               << " != " << std::get<1>(pair).getType();
  return checkNoViewResults(op, resultTypes, "result type");
}

LogicalResult ForOp::verify() {
  if (TypeRange(getInitValues().getTypes()) != getResultTypes())
    return emitOpError("failed to verify that all of {initValues, results} have same type");
  return success();
}

LogicalResult ForOp::verifyRegions() {
  Block *body = getBody();
  if (body->getNumArguments() < 1)
    return emitOpError("expected at least one block argument for induction variable");
  if (getInductionVar().getType() != getLowerBound().getType())
    return emitOpError() << "expected induction variable to be same type as bounds and step: "
                         << getInductionVar().getType() << " vs " << getLowerBound().getType();
  return verifyLoopCarried(*this, getInitValues(), getResultTypes(),
                           body->getArguments().drop_front());
}

void ForOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  if (!getResults().empty())
    setNameFn(getResult(0), "for");
}

void ForOp::getAsmBlockArgumentNames(Region &region, OpAsmSetValueNameFn setNameFn) {
  if (region.empty())
    return;
  Block &block = region.front();
  setNameFn(block.getArgument(0), "loopIdx");
  for (unsigned i = 1; i < block.getNumArguments(); ++i)
    setNameFn(block.getArgument(i), ("iterArg" + Twine(i - 1)).str());
}

/// `loop [iter_values(%a = %i) : T [-> R]] [: R] { ... }`
ParseResult LoopOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::Argument> regionArgs;
  SmallVector<OpAsmParser::UnresolvedOperand> inits;
  SmallVector<Type> iterTypes, resultTypes;
  SMLoc loc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalKeyword("iter_values"))) {
    if (parseIterValues(parser, regionArgs, inits) || parser.parseColon() ||
        parseMaybeParenTypeList(parser, iterTypes))
      return failure();
    if (iterTypes.size() != inits.size())
      return parser.emitError(loc, "found different number of iter_values and types");
    if (succeeded(parser.parseOptionalArrow()) &&
        parseMaybeParenTypeList(parser, resultTypes))
      return failure();
  } else if (succeeded(parser.parseOptionalColon())) {
    if (parseMaybeParenTypeList(parser, resultTypes))
      return failure();
  }
  for (auto [arg, type] : llvm::zip(regionArgs, iterTypes))
    arg.type = type;
  if (parser.resolveOperands(inits, iterTypes, loc, result.operands))
    return failure();
  result.addTypes(resultTypes);
  Region *body = result.addRegion();
  if (parser.parseRegion(*body, regionArgs))
    return failure();
  OpBuilder builder(parser.getContext());
  ensureTerminator<ContinueOp>(*body, builder, result.location);
  return parser.parseOptionalAttrDict(result.attributes);
}

void LoopOp::print(OpAsmPrinter &printer) {
  if (!getInitValues().empty()) {
    printer << " iter_values(";
    llvm::interleaveComma(llvm::zip(getBody()->getArguments(), getInitValues()), printer,
                          [&](auto pair) {
                            printer << std::get<0>(pair) << " = " << std::get<1>(pair);
                          });
    printer << ") : ";
    printCudaTileTypeList(printer, *this, getInitValues().getTypes());
    if (!getResults().empty()) {
      printer << " -> ";
      printCudaTileTypeList(printer, *this, getResultTypes());
    }
  } else if (!getResults().empty()) {
    printer << " : ";
    printCudaTileTypeList(printer, *this, getResultTypes());
  }
  printer << " ";
  printer.printRegion(getRegion(), false, needsLoopTerminatorPrinted(getRegion()));
  printer.printOptionalAttrDict((*this)->getAttrs());
}

LogicalResult LoopOp::verifyRegions() {
  return verifyLoopCarried(*this, getInitValues(), getResultTypes(), getBody()->getArguments());
}

//===----------------------------------------------------------------------===//
// assume and print_tko
//===----------------------------------------------------------------------===//

LogicalResult AssumeOp::verify() {
  return cast<AssumePredicateAttrInterface>(getPredicate())
      .verifyWithAssumeOp(*this, getValue().getType());
}

OpFoldResult AssumeOp::fold(FoldAdaptor) {
  // assume P (assume P x) -> assume P x
  if (auto inner = getValue().getDefiningOp<AssumeOp>())
    if (inner.getPredicate() == getPredicate())
      return inner.getResult();
  return {};
}

/// NVIDIA's printer names an assume of an assume after its operand:
/// %assume_assume, %assume_assume_assume.
static std::string assumeName(AssumeOp op) {
  if (auto inner = op.getValue().getDefiningOp<AssumeOp>())
    return "assume_" + assumeName(inner);
  return "assume";
}

void AssumeOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), assumeName(*this));
}

/// Counts printf conversions: each ends at one of `diuoxXeEfFgGaAcsSpn%`;
/// `%%` is an escape and consumes no argument.
static FailureOr<unsigned> countFormatArgs(StringRef format) {
  unsigned count = 0;
  for (size_t i = 0; i < format.size(); ++i) {
    if (format[i] != '%')
      continue;
    size_t j = i + 1;
    while (j < format.size() && !StringRef("diuoxXeEfFgGaAcsSpn%").contains(format[j]))
      ++j;
    if (j >= format.size())
      return failure();
    if (format[j] != '%')
      ++count;
    i = j;
  }
  return count;
}

/// `print_tko "fmt", %a, %b [token = %t] : T, T -> token`
ParseResult PrintTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  std::string str;
  SmallVector<OpAsmParser::UnresolvedOperand> args;
  std::optional<OpAsmParser::UnresolvedOperand> token;
  SmallVector<Type> argTypes;
  Type tokenType;
  if (parser.parseString(&str))
    return failure();
  while (succeeded(parser.parseOptionalComma())) {
    OpAsmParser::UnresolvedOperand arg;
    if (parser.parseOperand(arg))
      return failure();
    args.push_back(arg);
  }
  if (succeeded(parser.parseOptionalKeyword("token"))) {
    token.emplace();
    if (parser.parseEqual() || parser.parseOperand(*token))
      return failure();
  }
  if (parser.parseOptionalAttrDict(result.attributes) || parser.parseColon())
    return failure();
  if (!args.empty() && (parseCudaTileTypeList(parser, argTypes) || parser.parseArrow()))
    return failure();
  if (parseCudaTileType(parser, tokenType))
    return failure();
  result.addAttribute("str", parser.getBuilder().getStringAttr(str));
  if (parser.resolveOperands(args, argTypes, parser.getNameLoc(), result.operands) ||
      (token && parser.resolveOperand(*token, tokenType, result.operands)))
    return failure();
  result.addAttribute("operandSegmentSizes",
                      parser.getBuilder().getDenseI32ArrayAttr(
                          {static_cast<int32_t>(args.size()), token ? 1 : 0}));
  result.addTypes(tokenType);
  return success();
}

void PrintTkoOp::print(OpAsmPrinter &printer) {
  printer << " ";
  printer.printString(getStr());
  for (Value arg : getArgs())
    printer << ", " << arg;
  if (getToken())
    printer << " token=" << getToken();
  printer.printOptionalAttrDict((*this)->getAttrs(), {"str", "operandSegmentSizes"});
  printer << " : ";
  if (!getArgs().empty()) {
    printCudaTileTypeList(printer, *this, getArgs().getTypes());
    printer << " -> ";
  }
  printCudaTileType(printer, *this, getResultToken().getType());
}

LogicalResult PrintTkoOp::verify() {
  FailureOr<unsigned> expected = countFormatArgs(getStr());
  if (failed(expected))
    return emitOpError("found unterminated format expression");
  if (*expected != getArgs().size())
    return emitOpError() << "incorrect number of operands: expected " << *expected
                         << ", found " << getArgs().size();
  return success();
}
