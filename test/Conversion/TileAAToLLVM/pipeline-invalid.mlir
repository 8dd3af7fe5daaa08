// Every thread of the CTA arrives in every phase of a pipeline's mbarriers,
// so their counts must be the kernel's thread count.
//
// RUN: tileiras-opt %s --tileiras-convert-tileaa-to-llvm --verify-diagnostics -o /dev/null

func.func @pipeline_threads() attributes {nv_tileaa.kernel} {
  // expected-error @+2 {{'nv_tileas.create_pipeline' op expects the kernel's 128 threads, got 64}}
  // expected-error @+1 {{failed to legalize operation 'nv_tileas.create_pipeline'}}
  %p = nv_tileas.create_pipeline threads(64) : !nv_tileas.pipeline<2>
  return
}
