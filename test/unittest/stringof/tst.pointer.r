pointed inted

