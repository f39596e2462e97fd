tick-5000 fired 3 times

