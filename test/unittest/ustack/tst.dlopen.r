
              libsdtlib.so`sdtlib_fire+{off}
  libsdtlib.so                                        libsdtlib.so`sdtlib_fire
