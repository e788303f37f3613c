// `shoal`: no backend beyond the CPU ones the libraries carry.
#include "cli/commands.h"

namespace shoal::cli {

void InstallBackends() {}
bool ExecutableHasCuda() { return false; }

}  // namespace shoal::cli
