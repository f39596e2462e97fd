pid$target:a.out::return: as untraced, probes fired
pid$target:libstdc++.so.6::return: as untraced, probes fired
pid$target:libgcc_s.so.1::entry,pid$target:libgcc_s.so.1::return: as untraced, probes fired
pid$target:a.out::: as untraced, probes fired
