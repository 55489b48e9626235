// Nothing to import: StartArguments.c only defines what the static Swift
// runtime looks for at link time (see there).
#ifndef SCIMATH_START_ARGUMENTS_H
#define SCIMATH_START_ARGUMENTS_H
#endif
