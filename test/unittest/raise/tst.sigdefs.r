checked 31 signals
