#ifndef VIPER_SHELL_CMECAB_SHIM_H
#define VIPER_SHELL_CMECAB_SHIM_H
#include <mecab.h>
#endif
