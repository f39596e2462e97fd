                                            (struct test_struct) {
                                             .b = (char [5]) [
                                             ],
                                             .g = (int)1,
                                            }

