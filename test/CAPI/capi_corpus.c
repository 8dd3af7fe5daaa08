/* capi_corpus.c - every job of a manifest through the C API, in one process,
 * on several threads at once, each result checked against what the tileiras
 * command line gave for the same input and options (test/CAPI/corpus.test).
 *
 * usage: capi_corpus MANIFEST THREADS
 *
 * A manifest line, tab-separated:
 *   input  gpu-name  hints  status  cubin  stderr
 * hints: `-` or name=value[,name=value...] (the CLI's --hint); status: the
 * CLI's exit status; cubin: the file the CLI wrote (`-` when it failed);
 * stderr: what the CLI printed on stderr, which must equal the library's
 * diagnostics (the CLI was given the same input path, so the messages name
 * the same file).
 *
 * Prints one line per mismatch and the summary
 *   jobs: N, identical: I, differ: D (threads: T)
 * and exits 0 only when D is 0. Written in C (C11 and POSIX threads): the
 * header must be usable from C. */

#include "tileiras/tileiras.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  char *input, *gpu, *hints, *cubin, *stderr_file;
  int status;
  /* Filled by the worker threads. */
  tileiras_result *result;
} job;

static job *jobs;
static size_t job_count;
static atomic_size_t next_job;

static char *read_file(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  size_t cap = 1 << 16, len = 0;
  char *data = malloc(cap + 1);
  size_t n;
  while (data && (n = fread(data + len, 1, cap - len, f)) > 0) {
    len += n;
    if (len == cap) {
      cap *= 2;
      data = realloc(data, cap + 1);
    }
  }
  fclose(f);
  if (!data)
    return NULL;
  data[len] = '\0';
  *size = len;
  return data;
}

/* Options for one job: the target, -O3 (the default) and its hints. */
static tileiras_options *job_options(const job *j) {
  tileiras_options *options = tileiras_options_create();
  tileiras_options_set_input_name(options, j->input);
  if (tileiras_options_set_gpu_name(options, j->gpu) != TILEIRAS_OK)
    return options;
  if (strcmp(j->hints, "-") != 0) {
    char *copy = strdup(j->hints);
    for (char *save, *item = strtok_r(copy, ",", &save); item;
         item = strtok_r(NULL, ",", &save)) {
      char *eq = strchr(item, '=');
      if (!eq)
        continue;
      *eq = '\0';
      tileiras_options_set_hint(options, item, strtoll(eq + 1, NULL, 10));
    }
    free(copy);
  }
  return options;
}

static void *worker(void *unused) {
  (void)unused;
  for (;;) {
    size_t i = atomic_fetch_add(&next_job, 1);
    if (i >= job_count)
      return NULL;
    job *j = &jobs[i];
    size_t size = 0;
    char *bytes = read_file(j->input, &size);
    tileiras_options *options = job_options(j);
    tileiras_compile(bytes ? bytes : "", bytes ? size : 0, options, &j->result);
    tileiras_options_destroy(options);
    free(bytes);
  }
}

/* Whether the library's result equals the CLI's; prints why not. */
static int check(const job *j) {
  const char *name = j->input;
  int status = tileiras_result_status(j->result);
  if (status != j->status) {
    printf("DIFFER %s %s %s: status %d, the CLI's %d\n%s", name, j->gpu,
           j->hints, status, j->status,
           tileiras_result_diagnostics(j->result));
    return 0;
  }
  size_t expected_size = 0;
  char *expected_err = read_file(j->stderr_file, &expected_size);
  const char *diagnostics = tileiras_result_diagnostics(j->result);
  int same_diagnostics = expected_err && strcmp(expected_err, diagnostics) == 0;
  free(expected_err);
  if (!same_diagnostics) {
    printf("DIFFER %s %s %s: diagnostics\n%s", name, j->gpu, j->hints,
           diagnostics);
    return 0;
  }
  size_t size = 0;
  const void *output = tileiras_result_output(j->result, &size);
  if (strcmp(j->cubin, "-") == 0)
    return size == 0 ||
           (printf("DIFFER %s %s: output after a failure\n", name, j->gpu), 0);
  char *cubin = read_file(j->cubin, &expected_size);
  int same = cubin && expected_size == size && memcmp(cubin, output, size) == 0;
  free(cubin);
  if (!same)
    printf("DIFFER %s %s %s: cubin (%zu bytes, the CLI's %zu)\n", name, j->gpu,
           j->hints, size, expected_size);
  return same;
}

static void parse_manifest(const char *path) {
  size_t size;
  char *text = read_file(path, &size);
  if (!text) {
    fprintf(stderr, "cannot read %s\n", path);
    exit(2);
  }
  size_t lines = 0;
  for (char *c = text; *c; ++c)
    lines += *c == '\n';
  jobs = calloc(lines + 1, sizeof(job));
  for (char *save, *line = strtok_r(text, "\n", &save); line;
       line = strtok_r(NULL, "\n", &save)) {
    job *j = &jobs[job_count];
    char *fields[6];
    int n = 0;
    for (char *s2, *f = strtok_r(line, "\t", &s2); f && n < 6;
         f = strtok_r(NULL, "\t", &s2))
      fields[n++] = f;
    if (n != 6) {
      fprintf(stderr, "bad manifest line %zu\n", job_count + 1);
      exit(2);
    }
    j->input = fields[0];
    j->gpu = fields[1];
    j->hints = fields[2];
    j->status = atoi(fields[3]);
    j->cubin = fields[4];
    j->stderr_file = fields[5];
    ++job_count;
  }
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: %s MANIFEST THREADS\n", argv[0]);
    return 2;
  }
  if (tileiras_api_version() != TILEIRAS_API_VERSION) {
    printf("API version %d, header %d\n", tileiras_api_version(),
           TILEIRAS_API_VERSION);
    return 1;
  }
  parse_manifest(argv[1]);
  int threads = atoi(argv[2]);
  if (threads < 1)
    threads = 1;
  pthread_t *ids = calloc((size_t)threads, sizeof(pthread_t));
  for (int t = 0; t < threads; ++t)
    pthread_create(&ids[t], NULL, worker, NULL);
  for (int t = 0; t < threads; ++t)
    pthread_join(ids[t], NULL);
  free(ids);
  size_t identical = 0, compiled = 0;
  for (size_t i = 0; i < job_count; ++i) {
    identical += check(&jobs[i]);
    compiled += tileiras_result_status(jobs[i].result) == TILEIRAS_OK;
    tileiras_result_destroy(jobs[i].result);
  }
  printf("jobs: %zu, compiled: %zu, identical: %zu, differ: %zu (threads: %d)\n",
         job_count, compiled, identical, job_count - identical, threads);
  return identical == job_count ? 0 : 1;
}
