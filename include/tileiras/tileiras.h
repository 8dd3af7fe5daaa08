/*===- tileiras.h - the tileiras C API ---------------------------*- C -*-===*\
|*                                                                            *|
|* TileIR bytecode in, cubin (or PTX) and diagnostics out, in process: the    *|
|* same compilation as the `tileiras` command line (both call one function,   *|
|* src/Driver/Compile.cpp), with no file written. docs/capi.md has the        *|
|* details: thread safety, how ptxas runs, the statuses.                      *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef TILEIRAS_TILEIRAS_H
#define TILEIRAS_TILEIRAS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__)
#define TILEIRAS_API __attribute__((visibility("default")))
#else
#define TILEIRAS_API
#endif

/* The version of this interface; a change that breaks callers bumps it. */
#define TILEIRAS_API_VERSION 1

/* Statuses, the exit statuses of the `tileiras` command line. */
typedef enum tileiras_status {
  TILEIRAS_OK = 0,
  /* Bad arguments: a null pointer, an unknown option value. */
  TILEIRAS_ERROR_USAGE = 1,
  /* Unsupported or missing target, bad option or hint value. */
  TILEIRAS_ERROR_CONFIG = 2,
  /* Not TileIR bytecode, unsupported version, malformed or invalid module. */
  TILEIRAS_ERROR_INPUT = 3,
  /* Lowering, ptxas or toolkit failure. */
  TILEIRAS_ERROR_COMPILE = 5
} tileiras_status;

/* What a compilation returns. */
typedef enum tileiras_output_kind {
  /* The cubin ptxas writes (the command line's default). */
  TILEIRAS_OUTPUT_CUBIN = 0,
  /* The PTX that would be given to ptxas; ptxas does not run. */
  TILEIRAS_OUTPUT_PTX = 1
} tileiras_output_kind;

/* Options of one or more compilations; create, set, use, destroy. An options
 * object may be shared by compilations on several threads as long as no
 * thread changes it meanwhile. */
typedef struct tileiras_options tileiras_options;

/* The result of one compilation: status, output bytes, diagnostics. */
typedef struct tileiras_result tileiras_result;

/* The interface version the library implements (TILEIRAS_API_VERSION). */
TILEIRAS_API int tileiras_api_version(void);

/* The text of `tileiras --version` (static storage; do not free). */
TILEIRAS_API const char *tileiras_version(void);

/* Default options: no target, -O3, no line info, a cubin, ptxas found as the
 * command line finds it. Returns NULL when out of memory. */
TILEIRAS_API tileiras_options *tileiras_options_create(void);
TILEIRAS_API void tileiras_options_destroy(tileiras_options *options);

/* The setters return TILEIRAS_ERROR_USAGE for a null options object or an
 * impossible value (an unknown target, a hint name that does not exist, a
 * negative level); the rest (e.g. -g without -O0, a hint value out of range)
 * is checked by tileiras_compile, with a diagnostic, as the command line
 * checks it. Strings are copied. */

/* --gpu-name: sm_80 ... sm_121, or an arch-specific name (sm_90a, ...). */
TILEIRAS_API tileiras_status tileiras_options_set_gpu_name(
    tileiras_options *options, const char *gpu_name);
/* -O: 0 to 3. */
TILEIRAS_API tileiras_status
tileiras_options_set_opt_level(tileiras_options *options, int level);
/* --lineinfo, -g (the latter only with level 0), --sanitize memcheck. */
TILEIRAS_API tileiras_status
tileiras_options_set_line_info(tileiras_options *options, int enabled);
TILEIRAS_API tileiras_status
tileiras_options_set_device_debug(tileiras_options *options, int enabled);
TILEIRAS_API tileiras_status
tileiras_options_set_sanitize_memcheck(tileiras_options *options, int enabled);
/* --hint NAME=VALUE: sets an entry hint (occupancy, num_worker_warps_per_cta,
 * num_cta_in_cga) for the target, over the bytecode's; setting a name again
 * replaces its value. */
TILEIRAS_API tileiras_status tileiras_options_set_hint(
    tileiras_options *options, const char *name, int64_t value);
/* Forgets every hint set with tileiras_options_set_hint. */
TILEIRAS_API tileiras_status
tileiras_options_clear_hints(tileiras_options *options);
/* A cubin (default) or the PTX only. */
TILEIRAS_API tileiras_status tileiras_options_set_output_kind(
    tileiras_options *options, tileiras_output_kind kind);
/* The ptxas to run (its toolkit's libdevice is used too); NULL or "": find it
 * as the command line does (CUDA_ROOT, CUDA_HOME, CUDA_PATH, PATH, the pip
 * package beside the library's host program). */
TILEIRAS_API tileiras_status tileiras_options_set_ptxas_path(
    tileiras_options *options, const char *path);
/* The name diagnostics give the input (default "<memory>"). */
TILEIRAS_API tileiras_status tileiras_options_set_input_name(
    tileiras_options *options, const char *name);

/* Compiles `size` bytes of TileIR bytecode. Always stores a result in
 * *result (unless `result` is NULL: then TILEIRAS_ERROR_USAGE), which the
 * caller frees with tileiras_result_destroy, and returns its status. Safe to
 * call from several threads at once. */
TILEIRAS_API tileiras_status tileiras_compile(const void *bytecode, size_t size,
                                              const tileiras_options *options,
                                              tileiras_result **result);

TILEIRAS_API tileiras_status
tileiras_result_status(const tileiras_result *result);
/* The cubin or PTX (empty unless the status is TILEIRAS_OK); the bytes stay
 * valid until the result is destroyed. PTX is also NUL-terminated. */
TILEIRAS_API const void *tileiras_result_output(const tileiras_result *result,
                                                size_t *size);
/* Every diagnostic, one per line (`error: <input>: <message> (at
 * file:line:col)`), NUL-terminated; "" when there is none. */
TILEIRAS_API const char *
tileiras_result_diagnostics(const tileiras_result *result);
TILEIRAS_API void tileiras_result_destroy(tileiras_result *result);

#ifdef __cplusplus
}
#endif

#endif /* TILEIRAS_TILEIRAS_H */
