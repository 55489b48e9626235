// Gives the Swift runtime the command line without reading /proc/self/maps.
//
// The static Swift runtime finds argv on Linux with a C++ constructor
// (CommandLine.cpp's ArgvGrabber) that reads the whole of /proc/self/maps to
// locate the stack: with the 44 libraries Pango and Cairo bring, about 240
// lines the kernel formats with every path, 0.3-0.35 ms in C, before `main`.
// glibc passes argc and argv to every ELF constructor, so they are kept here,
// and the runtime's accessor is defined here too: the linker then has no
// reason to take CommandLine.cpp's object from the static runtime, and its
// constructor is not linked at all. With the runtime linked dynamically (the
// test builds), the runtime calls its own accessor and this one is unused.
#include "StartArguments.h"

static int startArgc;
static char **startArgv;

__attribute__((constructor)) static void keepStartArguments(int argc, char **argv, char **envp) {
  (void)envp;
  startArgc = argc;
  startArgv = argv;
}

// The runtime's own declaration (swift/shims): SWIFT_CC(swift), internal.
__attribute__((swiftcall)) char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen) {
  static char *none[] = {0};
  if (!startArgv) {
    *outArgLen = 0;
    return none;
  }
  *outArgLen = startArgc;
  return startArgv;
}
