[] [h] [hell] [hello]
[hello] [hello] [hello]
[hello]

