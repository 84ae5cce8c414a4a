// The deferred static initializers of GLib and libgcc's processor features (deferred.c).
#ifndef VS_IMAGE_DEFERRED_H
#define VS_IMAGE_DEFERRED_H

/// Runs them once; every entry into chafa calls this first.
void vs_image_run_deferred_initializers(void);

#endif
