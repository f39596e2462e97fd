{ptr} = *
                                            (int)-42
{ptr} = *
                                            (short [3]) [
                                             (short)7,
                                             (short)9,
                                            ]

