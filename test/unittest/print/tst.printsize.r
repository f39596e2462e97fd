                                            (struct test_struct) {
                                             .a = (int)1,
                                             .b = (char [5]) [
                                              (char)'t',
                                              (char)'e',
                                              (char)'s',
                                              (char)'t',
                                             ],
                                             ...
                                            }
                                            (struct test_struct) {
                                             .a = (int)1,
                                             .b = (char [5]) [
                                              (char)'t',
                                              (char)'e',
                                              (char)'s',
                                              (char)'t',
                                             ],
                                             .u = (union) {
                                              .c = (uint8_t)21,
                                              .d = (uint64_t)123456789,
                                             },
                                             .s = (struct) {
                                              .e = (void *)0xffff9b7aca7e0000,
                                              .f = (uint64_t)987654321,
                                             },
                                             .g = (int)1,
                                             .h = (enum eh)SECONDVAL,
                                            }

