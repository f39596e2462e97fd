dtrace: failed to compile script dz.d: line 3: expression contains division by zero
dtrace: failed to compile script dz.d: [D_DIV_ZERO] line 3: expression contains division by zero
