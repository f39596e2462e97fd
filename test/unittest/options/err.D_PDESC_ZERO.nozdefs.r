-- @@stderr --
dtrace: failed to compile script err.D_PDESC_ZERO.nozdefs.d: [D_PDESC_ZERO] line 5: probe description nosuchprov:::nosuchprobe does not match any probes
