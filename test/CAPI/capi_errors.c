/* capi_errors.c - the C API's answers to bad calls and bad input, printed
 * for FileCheck (test/CAPI/errors.test): a status and a diagnostic each,
 * never an abort.
 *
 * usage: capi_errors KERNEL.tilebc */

#include "tileiras/tileiras.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *read_file(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *data = malloc((size_t)n + 1);
  *size = fread(data, 1, (size_t)n, f);
  fclose(f);
  return data;
}

/* Compiles and prints `CASE name: status S` and the diagnostics. */
static tileiras_result *run(const char *name, const void *bytes, size_t size,
                            const tileiras_options *options) {
  tileiras_result *result = NULL;
  tileiras_status status = tileiras_compile(bytes, size, options, &result);
  size_t out_size = 0;
  tileiras_result_output(result, &out_size);
  printf("CASE %s: status %d, output %zu bytes\n%s", name, (int)status,
         out_size, tileiras_result_diagnostics(result));
  return result;
}

int main(int argc, char **argv) {
  if (argc != 2)
    return 2;
  size_t size = 0;
  char *kernel = read_file(argv[1], &size);
  if (!kernel)
    return 2;
  printf("version: %s", tileiras_version());

  tileiras_options *options = tileiras_options_create();
  tileiras_options_set_input_name(options, "kernel.tilebc");

  /* The setters refuse what cannot be right. */
  printf("SET gpu sm_99: %d\n", tileiras_options_set_gpu_name(options, "sm_99"));
  printf("SET opt 4: %d\n", tileiras_options_set_opt_level(options, 4));
  printf("SET hint foo: %d\n", tileiras_options_set_hint(options, "foo", 1));
  printf("SET null: %d\n", tileiras_options_set_gpu_name(NULL, "sm_90"));
  printf("COMPILE null result: %d\n",
         tileiras_compile(kernel, size, options, NULL));

  tileiras_result_destroy(run("null options", kernel, size, NULL));
  tileiras_result_destroy(run("no target", kernel, size, options));
  tileiras_options_set_gpu_name(options, "sm_90");
  tileiras_result_destroy(run("empty", "", 0, options));
  tileiras_result_destroy(run("mlir bytecode", "ML\xEFR\0\0\0\0", 8, options));
  tileiras_result_destroy(run("truncated", kernel, size / 2, options));

  tileiras_options_set_device_debug(options, 1);
  tileiras_result_destroy(run("-g at -O3", kernel, size, options));
  tileiras_options_set_device_debug(options, 0);

  tileiras_options_set_hint(options, "occupancy", 99);
  tileiras_result_destroy(run("occupancy 99", kernel, size, options));
  tileiras_options_clear_hints(options);

  tileiras_options_set_ptxas_path(options, "/nonexistent/bin/ptxas");
  tileiras_result_destroy(run("no ptxas", kernel, size, options));

  /* PTX only: ptxas does not run, so the missing one does not matter. */
  tileiras_options_set_output_kind(options, TILEIRAS_OUTPUT_PTX);
  tileiras_result *ptx = run("ptx", kernel, size, options);
  size_t ptx_size = 0;
  const char *text = tileiras_result_output(ptx, &ptx_size);
  printf("PTX terminated: %d\n", strlen(text) == ptx_size);
  const char *target = strstr(text, ".target");
  printf("PTX %.*s\n", target ? (int)strcspn(target, "\n") : 0,
         target ? target : "");
  tileiras_result_destroy(ptx);

  /* Results of NULL are empty, not a crash. */
  size_t none = 1;
  tileiras_result_output(NULL, &none);
  printf("NULL result: status %d, output %zu, diagnostics '%s'\n",
         tileiras_result_status(NULL), none, tileiras_result_diagnostics(NULL));
  tileiras_result_destroy(NULL);
  tileiras_options_destroy(options);
  tileiras_options_destroy(NULL);
  free(kernel);
  return 0;
}
