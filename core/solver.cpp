#include "solver.h"
