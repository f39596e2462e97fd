
              libsdtlib.so`sdtlib_fire+{off}

