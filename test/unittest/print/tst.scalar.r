                                            (int)-42
                                            (short [3]) [
                                             (short)7,
                                             (short)9,
                                            ]

