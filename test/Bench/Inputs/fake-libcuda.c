/* A stand-in for libcuda.so.1 that lets bench/gpu/run.py take its timed path on a machine
 * without a GPU: "device memory" is host memory, a launch runs nothing (outputs = inputs),
 * and events return a fixed time. It checks what a real driver would refuse and the
 * benchmark could get wrong silently: a launch outside an event pair, a zero grid or block,
 * no parameters, the elapsed time asked before the stop event was waited for, and memory
 * used after it was freed. Any such misuse makes the call fail. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
enum { OK = 0, INVALID_VALUE = 1, INVALID_HANDLE = 400, NOT_READY = 600 };

static int launches;
static int start_recorded, launched_since_start, stop_recorded, stop_synced;
static int event_slots[2];

CUresult cuInit(unsigned flags) { return flags == 0 ? OK : INVALID_VALUE; }
CUresult cuDeviceGetCount(int *n) { *n = 1; return OK; }
CUresult cuDeviceGet(int *dev, int ordinal) { *dev = ordinal; return ordinal == 0 ? OK : 101; }
CUresult cuDevicePrimaryCtxRetain(void **ctx, int dev) { (void)dev; *ctx = (void *)0x1; return OK; }
CUresult cuCtxSetCurrent(void *ctx) { return ctx ? OK : INVALID_VALUE; }
CUresult cuDevicePrimaryCtxRelease_v2(int dev) { (void)dev; return OK; }
CUresult cuCtxSynchronize(void) { return OK; }
CUresult cuGetErrorName(CUresult rc, const char **name) { (void)rc; *name = 0; return INVALID_VALUE; }

CUresult cuDeviceGetAttribute(int *v, int attr, int dev) {
  (void)dev;
  /* compute capability 9.0; 227 KiB of shared memory per block with the opt-in */
  *v = attr == 75 ? 9 : attr == 97 ? 227 * 1024 : 0;
  return OK;
}

CUresult cuDeviceGetName(char *buf, int len, int dev) {
  (void)dev;
  snprintf(buf, len, "fake libcuda (no GPU)");
  return OK;
}

CUresult cuModuleLoadData(void **module, const void *image) {
  /* A cubin is an ELF file. */
  if (!image || memcmp(image, "\177ELF", 4) != 0)
    return 200; /* CUDA_ERROR_INVALID_IMAGE */
  *module = (void *)0x2;
  return OK;
}
CUresult cuModuleGetFunction(void **fn, void *module, const char *name) {
  if (!module || !name || !*name)
    return INVALID_VALUE;
  *fn = (void *)0x3;
  return OK;
}
CUresult cuModuleUnload(void *module) { return module ? OK : INVALID_HANDLE; }
/* Every function's static shared memory: $FAKE_STATIC_SHARED_BYTES, else 0. A launch of
 * one past 48 KiB fails until CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES was raised
 * (the stand-in's rule: NVIDIA's launcher always raises it first). */
static int opted_in = -1;
static int static_shared(void) {
  const char *bytes = getenv("FAKE_STATIC_SHARED_BYTES");
  return bytes ? atoi(bytes) : 0;
}
CUresult cuFuncGetAttribute(int *v, int attr, void *fn) {
  (void)fn;
  /* max threads per block, static shared memory */
  *v = attr == 0 ? 1024 : attr == 1 ? static_shared() : 0;
  return OK;
}
CUresult cuFuncSetAttribute(void *fn, int attr, int value) {
  if (!fn || attr != 8 || value < 0 || static_shared() + value > 227 * 1024)
    return INVALID_VALUE;
  opted_in = value;
  return OK;
}

/* Allocations carry a header with their size and a live flag. */
typedef struct { size_t size; int live; } Header;
CUresult cuMemAlloc_v2(uint64_t *dptr, size_t size) {
  Header *h = malloc(sizeof(Header) + size);
  h->size = size;
  h->live = 1;
  *dptr = (uint64_t)(uintptr_t)(h + 1);
  return OK;
}
static Header *header(uint64_t dptr) { return (Header *)(uintptr_t)dptr - 1; }
CUresult cuMemFree_v2(uint64_t dptr) {
  if (!header(dptr)->live)
    return INVALID_VALUE;
  header(dptr)->live = 0; /* kept, so that a use after free is seen */
  return OK;
}
CUresult cuMemcpyHtoD_v2(uint64_t dst, const void *src, size_t n) {
  if (!header(dst)->live || n > header(dst)->size)
    return INVALID_VALUE;
  memcpy((void *)(uintptr_t)dst, src, n);
  return OK;
}
CUresult cuMemcpyDtoH_v2(void *dst, uint64_t src, size_t n) {
  if (!header(src)->live || n > header(src)->size)
    return INVALID_VALUE;
  memcpy(dst, (const void *)(uintptr_t)src, n);
  return OK;
}

CUresult cuLaunchKernel(void *fn, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                        unsigned by, unsigned bz, unsigned smem, void *stream, void **params,
                        void **extra) {
  (void)stream; (void)extra;
  if (!fn || !gx || !gy || !gz || !bx || !by || !bz || !params || !params[0])
    return INVALID_VALUE;
  int limit = opted_in >= 0 ? opted_in : 48 * 1024 - static_shared();
  if ((int)smem > limit || (static_shared() > 48 * 1024 && opted_in < 0))
    return INVALID_VALUE;
  launches++;
  launched_since_start += start_recorded && !stop_recorded;
  return OK;
}

CUresult cuEventCreate(void **ev, unsigned flags) {
  static int n;
  if (flags != 0 || n >= 2)
    return INVALID_VALUE; /* timing needs default events; two are enough */
  *ev = &event_slots[n++];
  return OK;
}
CUresult cuEventRecord(void *ev, void *stream) {
  (void)stream;
  if (ev == &event_slots[0]) {
    start_recorded = 1;
    stop_recorded = stop_synced = launched_since_start = 0;
  } else if (ev == &event_slots[1]) {
    stop_recorded = 1;
  } else {
    return INVALID_HANDLE;
  }
  return OK;
}
CUresult cuEventSynchronize(void *ev) {
  if (ev == &event_slots[1] && stop_recorded)
    stop_synced = 1;
  return OK;
}
CUresult cuEventElapsedTime_v2(float *ms, void *start, void *stop) {
  if (start != &event_slots[0] || stop != &event_slots[1])
    return INVALID_HANDLE;
  if (!start_recorded || !stop_synced || launched_since_start != 1)
    return NOT_READY;
  *ms = 0.004f;
  return OK;
}
CUresult cuEventDestroy_v2(void *ev) { (void)ev; return OK; }
