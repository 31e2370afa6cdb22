#ifndef NMVIEW_CYAML_SHIM_H
#define NMVIEW_CYAML_SHIM_H
#include <yaml.h>
#endif
