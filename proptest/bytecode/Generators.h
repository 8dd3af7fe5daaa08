//===- Generators.h - RapidCheck generators for Programs --------*- C++ -*-===//
//
// RapidCheck side only (needs RTTI). Every field is an unconstrained integer
// that the builder reduces modulo what it needs, so shrinking toward 0 and
// toward shorter lists always stays within valid modules.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_PROPTEST_BYTECODE_GENERATORS_H
#define TILEIRAS_PROPTEST_BYTECODE_GENERATORS_H

#include "Program.h"

#include <rapidcheck.h>

namespace tileiras::bcprop {

/// A vector of [Min, Max) elements. The length is drawn separately so that
/// the elements keep the full size (gen::resize would shrink their values).
template <typename T>
rc::Gen<std::vector<T>> vectorOf(int Min, int Max, rc::Gen<T> Elem) {
  return rc::gen::mapcat(rc::gen::inRange(Min, Max), [Elem](int N) {
    return rc::gen::container<std::vector<T>>(N, Elem);
  });
}

} // namespace tileiras::bcprop

namespace rc {

template <> struct Arbitrary<tileiras::bcprop::Step> {
  static Gen<tileiras::bcprop::Step> arbitrary() {
    using tileiras::bcprop::Step;
    return gen::build<Step>(
        gen::set(&Step::Kind,
                 gen::inRange<uint8_t>(0, tileiras::bcprop::numStepKinds())),
        gen::set(&Step::A, gen::arbitrary<uint32_t>()),
        gen::set(&Step::B, gen::arbitrary<uint32_t>()),
        gen::set(&Step::C, gen::arbitrary<uint32_t>()));
  }
};

template <> struct Arbitrary<tileiras::bcprop::GlobalSpec> {
  static Gen<tileiras::bcprop::GlobalSpec> arbitrary() {
    using tileiras::bcprop::GlobalSpec;
    return gen::build<GlobalSpec>(
        gen::set(&GlobalSpec::Elem, gen::arbitrary<uint8_t>()),
        gen::set(&GlobalSpec::Len, gen::arbitrary<uint8_t>()),
        gen::set(&GlobalSpec::Flags, gen::arbitrary<uint8_t>()),
        gen::set(&GlobalSpec::Seed, gen::arbitrary<uint32_t>()));
  }
};

template <> struct Arbitrary<tileiras::bcprop::EntrySpec> {
  static Gen<tileiras::bcprop::EntrySpec> arbitrary() {
    using tileiras::bcprop::EntrySpec;
    return gen::build<EntrySpec>(
        gen::set(&EntrySpec::Args,
                 tileiras::bcprop::vectorOf(0, 7, gen::arbitrary<uint8_t>())),
        gen::set(&EntrySpec::Body,
                 tileiras::bcprop::vectorOf(
                     0, 40, gen::arbitrary<tileiras::bcprop::Step>())),
        gen::set(&EntrySpec::Hints, gen::arbitrary<uint8_t>()));
  }
};

template <> struct Arbitrary<tileiras::bcprop::Program> {
  static Gen<tileiras::bcprop::Program> arbitrary() {
    using tileiras::bcprop::Program;
    return gen::build<Program>(
        gen::set(&Program::Globals,
                 tileiras::bcprop::vectorOf(
                     0, 4, gen::arbitrary<tileiras::bcprop::GlobalSpec>())),
        gen::set(&Program::Entries,
                 tileiras::bcprop::vectorOf(
                     1, 4, gen::arbitrary<tileiras::bcprop::EntrySpec>())));
  }
};

template <> struct Arbitrary<tileiras::bcprop::Mutation> {
  static Gen<tileiras::bcprop::Mutation> arbitrary() {
    using tileiras::bcprop::Mutation;
    return gen::build<Mutation>(
        gen::set(&Mutation::Kind, gen::arbitrary<uint8_t>()),
        gen::set(&Mutation::Pos, gen::arbitrary<uint32_t>()),
        gen::set(&Mutation::Len, gen::arbitrary<uint32_t>()),
        gen::set(&Mutation::Value, gen::arbitrary<uint32_t>()));
  }
};

} // namespace rc

namespace tileiras::bcprop {

/// 1 to 4 mutations.
inline rc::Gen<std::vector<Mutation>> genMutations() {
  return vectorOf(1, 5, rc::gen::arbitrary<Mutation>());
}

} // namespace tileiras::bcprop

#endif // TILEIRAS_PROPTEST_BYTECODE_GENERATORS_H
