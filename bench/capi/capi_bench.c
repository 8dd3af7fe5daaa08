/* capi_bench.c - compile time through the C API in one process (bench/capi).
 *
 * usage: capi_bench MANIFEST RUNS THREADS
 *
 * MANIFEST: one job per line, `input<TAB>gpu-name`. THREADS = 1: every job is
 * compiled RUNS times in turn (job 1..N, then again), and one line per job
 * gives its status and the median wall time of its compilations,
 *   job<TAB>input<TAB>gpu<TAB>status<TAB>seconds
 * THREADS > 1: each run compiles all jobs on THREADS threads; the line
 *   wall<TAB>seconds
 * gives the median wall time of a run. Either way the last line is
 *   process<TAB>seconds  (everything from main's start, first call included). */

#include "tileiras/tileiras.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
  char input[1024], gpu[32];
  char *bytes;
  size_t size;
  int status;
  double *seconds;
} job;

static job *jobs;
static size_t job_count;
static atomic_size_t next_job;

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double median(double *values, int n) {
  qsort(values, (size_t)n, sizeof(double), by_value);
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

static int compile(job *j) {
  tileiras_options *options = tileiras_options_create();
  tileiras_options_set_gpu_name(options, j->gpu);
  tileiras_result *result = NULL;
  int status = tileiras_compile(j->bytes, j->size, options, &result);
  tileiras_result_destroy(result);
  tileiras_options_destroy(options);
  return status;
}

static void *worker(void *unused) {
  (void)unused;
  for (size_t i; (i = atomic_fetch_add(&next_job, 1)) < job_count;)
    jobs[i].status = compile(&jobs[i]);
  return NULL;
}

int main(int argc, char **argv) {
  double start = now();
  if (argc != 4) {
    fprintf(stderr, "usage: %s MANIFEST RUNS THREADS\n", argv[0]);
    return 2;
  }
  int runs = atoi(argv[2]), threads = atoi(argv[3]);
  FILE *manifest = fopen(argv[1], "r");
  if (!manifest || runs < 1 || threads < 1)
    return 2;
  char line[1100];
  size_t capacity = 0;
  while (fgets(line, sizeof line, manifest)) {
    if (job_count == capacity) {
      capacity = capacity ? 2 * capacity : 64;
      jobs = realloc(jobs, capacity * sizeof(job));
    }
    job *j = &jobs[job_count];
    memset(j, 0, sizeof *j);
    if (sscanf(line, "%1023[^\t]\t%31s", j->input, j->gpu) != 2)
      continue;
    FILE *f = fopen(j->input, "rb");
    if (!f)
      return 2;
    fseek(f, 0, SEEK_END);
    j->size = (size_t)ftell(f);
    fseek(f, 0, SEEK_SET);
    j->bytes = malloc(j->size);
    if (fread(j->bytes, 1, j->size, f) != j->size)
      return 2;
    fclose(f);
    j->seconds = calloc((size_t)runs, sizeof(double));
    ++job_count;
  }
  fclose(manifest);

  double *walls = calloc((size_t)runs, sizeof(double));
  for (int r = 0; r < runs; ++r) {
    if (threads == 1) {
      for (size_t i = 0; i < job_count; ++i) {
        double t = now();
        jobs[i].status = compile(&jobs[i]);
        jobs[i].seconds[r] = now() - t;
      }
      continue;
    }
    double t = now();
    atomic_store(&next_job, 0);
    pthread_t ids[256];
    int n = threads < 256 ? threads : 256;
    for (int k = 0; k < n; ++k)
      pthread_create(&ids[k], NULL, worker, NULL);
    for (int k = 0; k < n; ++k)
      pthread_join(ids[k], NULL);
    walls[r] = now() - t;
  }
  if (threads == 1)
    for (size_t i = 0; i < job_count; ++i)
      printf("job\t%s\t%s\t%d\t%.6f\n", jobs[i].input, jobs[i].gpu,
             jobs[i].status, median(jobs[i].seconds, runs));
  else
    printf("wall\t%.6f\n", median(walls, runs));
  printf("process\t%.6f\n", now() - start);
  return 0;
}
