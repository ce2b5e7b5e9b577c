/* Stand-in for <drm/drm.h>: <linux/kfd_ioctl.h> includes it only for the __u32/__u64 types,
 * and some linux-libc-dev installs ship no drm/ folder. The adapter's sources (and only they)
 * see this folder first. */
#ifndef TANDEM_COMPAT_DRM_H
#define TANDEM_COMPAT_DRM_H
#include <linux/types.h>
#endif
