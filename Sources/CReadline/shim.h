#ifndef VIPER_SHELL_CREADLINE_SHIM_H
#define VIPER_SHELL_CREADLINE_SHIM_H
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>
#endif
