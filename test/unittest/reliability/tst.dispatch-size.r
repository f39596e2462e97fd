exit 0; 6 processes traced; 
