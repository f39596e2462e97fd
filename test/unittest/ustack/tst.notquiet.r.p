# Offsets depend on the compiler; the CPU and the probe id vary: mask them.
sed -E -e 's/\+0x[0-9a-f]+$/+{off}/' \
    -e 's/^ *[0-9]+ +[0-9]+ +([^ ]*:[^ ]+ )/CPU ID \1/'
