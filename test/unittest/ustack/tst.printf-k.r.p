# Offsets depend on the compiler: mask them (keeping the field widths).
sed -E 's/\+0x[0-9a-f]{2}$/+0xNN/; s/\+0x[0-9a-f]$/+0xN/'
