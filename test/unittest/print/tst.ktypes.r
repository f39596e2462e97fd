                                            (struct load_weight) {
                                             .weight = (long unsigned int)1024,
                                             .inv_weight = (u32)7,
                                            }
                                            (u32)7
                                            (struct iphdr) {
                                             .ihl = (unsigned char)5,
                                             .version = (unsigned char)4,
                                             .ttl = (__u8)64,
                                            }

