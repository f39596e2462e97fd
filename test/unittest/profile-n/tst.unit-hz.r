tick-100hz fired 3 times

