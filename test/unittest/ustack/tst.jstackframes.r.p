# Offsets depend on the compiler: mask them.
sed -E 's/\+0x[0-9a-f]+$/+{off}/'
