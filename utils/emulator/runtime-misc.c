/* Fences, grid dependency control and printf of the emulator's runtime
 * (utils/emulator, runtime.c has the threads). */
#define _GNU_SOURCE
#include "runtime.h"

#include <pthread.h>
#include <stdio.h>
#include <string.h>

#define FENCE(name) \
  void emu_nvvm_##name(void) { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
FENCE(membar_cta)
FENCE(membar_gl)
FENCE(membar_sys)
FENCE(fence_sc_cta)
FENCE(fence_sc_cluster)
FENCE(fence_acq_rel_cta)
FENCE(fence_acq_rel_cluster)
FENCE(fence_proxy_async)
FENCE(fence_proxy_async_shared_cta)
FENCE(fence_proxy_async_global)
#undef FENCE
/* One grid at a time: there is nothing to wait for, nobody to launch. */
void emu_asm_griddepcontrol_wait(void) {}
void emu_nvvm_griddepcontrol_wait(void) {}
void emu_nvvm_griddepcontrol_launch_dependents(void) {}

static pthread_mutex_t print_lock = PTHREAD_MUTEX_INITIALIZER;

/* vprintf(fmt, buffer): the arguments are packed in the buffer, each at an
 * offset aligned to its size (floats promoted to double). */
int emu_vprintf(const char *fmt, const char *args) {
  char out[4096], spec[32];
  size_t n = 0, off = 0;
  const char *p = fmt;
  while (*p && n < sizeof out - 64) {
    if (*p != '%') { out[n++] = *p++; continue; }
    if (p[1] == '%') { out[n++] = '%'; p += 2; continue; }
    const char *start = p++;
    while (*p && strchr("-+ #0123456789.", *p)) ++p;
    int longs = 0;
    while (*p == 'l' || *p == 'h' || *p == 'z') longs += *p++ == 'l';
    char conv = *p ? *p++ : 0;
    size_t len = (size_t)(p - start) < sizeof spec - 4 ? (size_t)(p - start) : sizeof spec - 4;
    memcpy(spec, start, len);
    spec[len] = 0;
    /* re-spell the length modifier for the host: strip then add ll */
    char host[32];
    size_t h = 0;
    for (size_t i = 0; i < len - 1; ++i)
      if (!strchr("lhz", spec[i])) host[h++] = spec[i];
    size_t size = strchr("feEgGaA", conv) ? 8 : strchr("sp", conv) ? 8 : longs ? 8 : 4;
    off = (off + size - 1) / size * size;
    int w;
    if (strchr("feEgGaA", conv)) {
      double d; memcpy(&d, args + off, 8);
      host[h++] = conv; host[h] = 0;
      w = snprintf(out + n, sizeof out - n, host, d);
    } else if (conv == 's') {
      const char *s; memcpy(&s, args + off, 8);
      host[h++] = 's'; host[h] = 0;
      w = snprintf(out + n, sizeof out - n, host, s);
    } else if (conv == 'p') {
      void *q; memcpy(&q, args + off, 8);
      host[h++] = 'p'; host[h] = 0;
      w = snprintf(out + n, sizeof out - n, host, q);
    } else {
      long long v;
      if (size == 8) memcpy(&v, args + off, 8);
      else { int32_t i; memcpy(&i, args + off, 4); v = strchr("uxXoc", conv) ? (long long)(uint32_t)i : i; }
      host[h++] = 'l'; host[h++] = 'l'; host[h++] = conv == 'i' ? 'd' : conv; host[h] = 0;
      if (conv == 'c') { host[h - 3] = 'c'; host[h - 2] = 0; w = snprintf(out + n, sizeof out - n, host, (int)v); }
      else w = snprintf(out + n, sizeof out - n, host, v);
    }
    off += size;
    if (w > 0) n += (size_t)w < sizeof out - n ? (size_t)w : sizeof out - n - 1;
  }
  out[n] = 0;
  pthread_mutex_lock(&print_lock);
  fputs(out, stdout);
  pthread_mutex_unlock(&print_lock);
  return (int)n;
}
