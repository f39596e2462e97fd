# Offsets depend on the compiler, libc's frame on its symbols (local ones
# need libc6-dbg): mask both.
sed -E 's/\+0x[0-9a-f]+$/+{off}/; s/libc\.so\.6`.*/libc.so.6`{frame}/'
