// GLib's constructor, and libgcc's processor-features constructor that chafa needs, run on the
// first image instead of at every start: the release link (Linking/static/libglib-2.0.so) puts
// them in a section of their own instead of .init_array. A build that links the shared libraries
// (debug, VIPER_SHELL_SHARED_LIBRARIES) has no such section, and they ran at start as usual.
#include "deferred.h"

#include <pthread.h>

extern void (*const __start_viper_deferred_image_init_array[])(void) __attribute__((weak));
extern void (*const __stop_viper_deferred_image_init_array[])(void) __attribute__((weak));

static pthread_once_t once = PTHREAD_ONCE_INIT;

static void run_initializers(void) {
    for (void (*const *initializer)(void) = __start_viper_deferred_image_init_array;
         initializer < __stop_viper_deferred_image_init_array; ++initializer) {
        (*initializer)();
    }
}

void vs_image_run_deferred_initializers(void) { pthread_once(&once, run_initializers); }
