tick-100 fired 3 times

