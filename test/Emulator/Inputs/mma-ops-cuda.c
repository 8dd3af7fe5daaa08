/* emu_launch for mma-ops-main.c on a real GPU (../mma-ops-gpu.test): the same
 * checks, with a tensor core in place of the emulator, so that the fragment
 * tables and numerics that runtime-mma.c and mma-ops-main.c state from the PTX
 * ISA meet the hardware. Loads the cubin named by $MMA_OPS_CUBIN through the
 * CUDA driver API (libcuda.so.1, opened at run time: no CUDA headers needed).
 * Without a usable device it prints "SKIP: ..." and exits 77. */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

extern const size_t mma_ops_bytes; /* of each of the kernel's two arrays */

typedef int (*fn_t)();
static void *libcuda;

static fn_t sym(const char *name) {
  fn_t f = (fn_t)(uintptr_t)dlsym(libcuda, name);
  if (!f) {
    printf("SKIP: libcuda has no %s\n", name);
    exit(77);
  }
  return f;
}

static void check(int status, const char *what) {
  if (status == 0)
    return;
  const char *text = "?";
  ((int (*)(int, const char **))(uintptr_t)dlsym(libcuda, "cuGetErrorString"))(status, &text);
  fprintf(stderr, "error: %s: %s (%d)\n", what, text, status);
  exit(2);
}

int emu_launch(void **params, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
               unsigned by, unsigned bz) {
  libcuda = dlopen("libcuda.so.1", RTLD_NOW);
  if (!libcuda) {
    printf("SKIP: no libcuda.so.1\n");
    exit(77);
  }
  int device = 0, count = 0;
  if (((int (*)(unsigned))sym("cuInit"))(0) != 0 ||
      ((int (*)(int *))sym("cuDeviceGetCount"))(&count) != 0 || count == 0) {
    printf("SKIP: no CUDA device\n");
    exit(77);
  }
  void *ctx, *module, *function;
  check(((int (*)(int *, int))sym("cuDeviceGet"))(&device, 0), "cuDeviceGet");
  check(((int (*)(void **, int))sym("cuDevicePrimaryCtxRetain"))(&ctx, device), "context");
  check(((int (*)(void *))sym("cuCtxSetCurrent"))(ctx), "cuCtxSetCurrent");

  const char *path = getenv("MMA_OPS_CUBIN");
  FILE *f = path ? fopen(path, "rb") : NULL;
  if (!f) {
    fprintf(stderr, "error: cannot read $MMA_OPS_CUBIN\n");
    exit(2);
  }
  static char image[1 << 20];
  size_t n = fread(image, 1, sizeof image, f);
  fclose(f);
  if (n == 0 || n == sizeof image) {
    fprintf(stderr, "error: $MMA_OPS_CUBIN: empty or larger than 1 MiB\n");
    exit(2);
  }
  check(((int (*)(void **, const void *))sym("cuModuleLoadData"))(&module, image), "cuModuleLoadData");
  check(((int (*)(void **, void *, const char *))sym("cuModuleGetFunction"))(&function, module, "mma_ops"),
        "cuModuleGetFunction");

  /* params[i] points at the host pointer of array i: copy both to the device */
  unsigned long long device_ptr[2];
  void *device_params[2];
  for (int i = 0; i < 2; ++i) {
    void *host = *(void **)params[i];
    check(((int (*)(unsigned long long *, size_t))sym("cuMemAlloc_v2"))(&device_ptr[i], mma_ops_bytes),
          "cuMemAlloc");
    check(((int (*)(unsigned long long, const void *, size_t))sym("cuMemcpyHtoD_v2"))(
              device_ptr[i], host, mma_ops_bytes), "cuMemcpyHtoD");
    device_params[i] = &device_ptr[i];
  }
  check(((int (*)(void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                  void *, void **, void **))sym("cuLaunchKernel"))(function, gx, gy, gz, bx, by, bz,
                                                                     0, NULL, device_params, NULL),
        "cuLaunchKernel");
  check(((int (*)(void))sym("cuCtxSynchronize"))(), "kernel");
  for (int i = 0; i < 2; ++i)
    check(((int (*)(void *, unsigned long long, size_t))sym("cuMemcpyDtoH_v2"))(
              *(void **)params[i], device_ptr[i], mma_ops_bytes), "cuMemcpyDtoH");
  return 0;
}
