23 sizes and offsets agree
scoped 20 4
