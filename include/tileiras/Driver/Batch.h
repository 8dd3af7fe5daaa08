//===- Batch.h - many compilations in one tileiras run ----------*- C++ -*-===//

#ifndef TILEIRAS_DRIVER_BATCH_H
#define TILEIRAS_DRIVER_BATCH_H

#include "tileiras/Driver/Driver.h"

#include "llvm/ADT/StringRef.h"

namespace tileiras::driver {

/// Runs the jobs of the JSON file `batchFile` (`-`: stdin) on `threads`
/// threads; `defaults` are the command line's options, which each job's keys
/// override. Prints one JSON line per job, in job order, on stdout. Returns
/// ExitConfig for a malformed file (nothing is compiled then), else the
/// status of the first job that failed, or ExitSuccess (docs/capi.md).
int runBatch(llvm::StringRef batchFile, const DriverOptions &defaults,
             unsigned threads);

} // namespace tileiras::driver

#endif // TILEIRAS_DRIVER_BATCH_H
