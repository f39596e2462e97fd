                                            (struct pt) {
                                             .x = (int)3,
                                             .y = (short)-4,
                                            }
                                            (struct pt) {
                                             .x = (int)30,
                                             .y = (short)-4,
                                            }
                                            (struct pt) {
                                             .x = (int)3,
                                             .y = (short)44,
                                            }
                                            (union u) {
                                             .w = (uint32_t)511,
                                             .b = (uint8_t)255,
                                            }
                                            (short)44
                                            (enum color)GREEN
                                            (string)"hello"
                                            (int)300

