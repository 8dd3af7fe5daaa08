/* emu_launch for wgmma-ops-main.c on a real GPU (../wgmma-ops-gpu.test): the
 * same checks with a Hopper tensor core in place of the emulator, so that the
 * descriptor, shared-memory layout and D-fragment rules that runtime-wgmma.c and
 * wgmma-ops-main.c state from the PTX ISA meet the hardware. Loads the cubin
 * named by $WGMMA_OPS_CUBIN through the CUDA driver API (libcuda.so.1, opened
 * at run time: no CUDA headers needed). Without a usable device it prints
 * "SKIP: ..." and exits 77. */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

extern const size_t wgmma_ops_bytes[4]; /* of each of the kernel's arrays */

static void *libcuda;

static void *sym(const char *name) {
  void *f = dlsym(libcuda, name);
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
  ((int (*)(int, const char **))sym("cuGetErrorString"))(status, &text);
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
  int device = 0, count = 0, major = 0;
  if (((int (*)(unsigned))sym("cuInit"))(0) != 0 ||
      ((int (*)(int *))sym("cuDeviceGetCount"))(&count) != 0 || count == 0) {
    printf("SKIP: no CUDA device\n");
    exit(77);
  }
  check(((int (*)(int *, int))sym("cuDeviceGet"))(&device, 0), "cuDeviceGet");
  /* CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75: wgmma is sm_90a only */
  check(((int (*)(int *, int, int))sym("cuDeviceGetAttribute"))(&major, 75, device), "attribute");
  if (major != 9) {
    printf("SKIP: not an sm_90 device\n");
    exit(77);
  }
  void *ctx, *module, *function;
  check(((int (*)(void **, int))sym("cuDevicePrimaryCtxRetain"))(&ctx, device), "context");
  check(((int (*)(void *))sym("cuCtxSetCurrent"))(ctx), "cuCtxSetCurrent");

  const char *path = getenv("WGMMA_OPS_CUBIN");
  FILE *f = path ? fopen(path, "rb") : NULL;
  if (!f) {
    fprintf(stderr, "error: cannot read $WGMMA_OPS_CUBIN\n");
    exit(2);
  }
  static char image[1 << 20];
  size_t n = fread(image, 1, sizeof image, f);
  fclose(f);
  if (n == 0 || n == sizeof image) {
    fprintf(stderr, "error: $WGMMA_OPS_CUBIN: empty or larger than 1 MiB\n");
    exit(2);
  }
  check(((int (*)(void **, const void *))sym("cuModuleLoadData"))(&module, image),
        "cuModuleLoadData");
  check(((int (*)(void **, void *, const char *))sym("cuModuleGetFunction"))(&function, module,
                                                                              "wgmma_ops"),
        "cuModuleGetFunction");

  /* params[i] points at the host pointer of array i: copy each to the device */
  unsigned long long device_ptr[4];
  void *device_params[4];
  for (int i = 0; i < 4; ++i) {
    check(((int (*)(unsigned long long *, size_t))sym("cuMemAlloc_v2"))(&device_ptr[i],
                                                                        wgmma_ops_bytes[i]),
          "cuMemAlloc");
    check(((int (*)(unsigned long long, const void *, size_t))sym("cuMemcpyHtoD_v2"))(
              device_ptr[i], *(void **)params[i], wgmma_ops_bytes[i]),
          "cuMemcpyHtoD");
    device_params[i] = &device_ptr[i];
  }
  check(((int (*)(void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                  void *, void **, void **))sym("cuLaunchKernel"))(function, gx, gy, gz, bx, by, bz,
                                                                     0, NULL, device_params, NULL),
        "cuLaunchKernel");
  check(((int (*)(void))sym("cuCtxSynchronize"))(), "kernel");
  /* the D array */
  check(((int (*)(void *, unsigned long long, size_t))sym("cuMemcpyDtoH_v2"))(
            *(void **)params[3], device_ptr[3], wgmma_ops_bytes[3]),
        "cuMemcpyDtoH");
  return 0;
}
