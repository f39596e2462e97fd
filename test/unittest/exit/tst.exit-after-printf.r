before

