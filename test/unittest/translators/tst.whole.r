12 5 7 ok 0
12 ok 7 ok
                                            (struct out) {
                                             .sum = (int)12,
                                             .p = (struct pair) {
                                              .lo = (int)5,
                                              .hi = (int)7,
                                             },
                                             .tag = (string)"ok",
                                            }

