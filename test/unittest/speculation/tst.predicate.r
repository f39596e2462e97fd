a: kept

