                                            (struct outer) {
                                             .v = (long long)1,
                                             .m = (struct mid) {
                                              .v = (long long)2,
                                              .in = (struct inner) {
                                               .v = (long long)3,
                                               ...
                                              },
                                             },
                                            }
                                            (struct outer) {
                                             .v = (long long)1,
                                             .m = (struct mid) {
                                              .v = (long long)2,
                                              .in = (struct inner) {
                                               .v = (long long)3,
                                               .w = (long long)4,
                                              },
                                             },
                                             ...
                                            }
                                            (struct outer) {
                                             .v = (long long)1,
                                             .m = (struct mid) {
                                              .v = (long long)2,
                                              .in = (struct inner) {
                                               .v = (long long)3,
                                               .w = (long long)4,
                                              },
                                             },
                                             .z = (long long)5,
                                            }

