                                            (struct bits) {
                                             .c = (char)'x',
                                             .d = (long)-200,
                                             .e = (int)-1,
                                             .f = (unsigned int)5,
                                            }

