pid$target:a.out::entry: as untraced, probes fired
pid$target:a.out::return: as untraced, probes fired
pid$target:a.out::: as untraced, probes fired
