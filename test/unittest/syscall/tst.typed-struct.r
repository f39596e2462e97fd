clock 1 flags 0 request 0 s 1000 ns (16 bytes) remain 0

