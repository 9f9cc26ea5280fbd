// depthwise conv: n 2, c 3, 7x6 -> 7x6, 3x3 taps, stride 1, pad 1, epilogue bias + residual + relu
extern "C" __global__ void __launch_bounds__(32) kernel(const float* __restrict__ data, const float* __restrict__ weight, const float* __restrict__ bias, const float* __restrict__ residual, float* __restrict__ out) {
  // block tile 8x8 outputs of 2 channel(s), 32 threads of 2x2 outputs (blocked columns), taps unrolled, read from global memory (nothing staged)
  const int tid = threadIdx.x;
  const int tx = tid % 4;
  const int ty = tid / 4 % 4;
  const int tc = tid / 16;
  const int oy0 = blockIdx.x * 8;
  const int ox0 = 0;
  const int c0 = blockIdx.y * 2;
  const int img = blockIdx.z;
  const int ch = min(c0 + tc, 2);
  const float* __restrict__ in_c = data + (img * 3 + ch) * 42;
  const float* __restrict__ w_t = weight + ch * 9;
  const int iy0 = oy0 + ty * 2 - 1;
  const int ix0 = ox0 + tx * 2 - 1;
  float acc[2][2];
  #pragma unroll
  for (int i = 0; i < 2; ++i)
  #pragma unroll
    for (int j = 0; j < 2; ++j) acc[i][j] = 0.0f;
  #pragma unroll
  for (int q = 0; q < 4; ++q) {
    float v[4];
    #pragma unroll
    for (int p = 0; p < 4; ++p) v[p] = ((unsigned)(iy0 + q) < 7u && (unsigned)(ix0 + p) < 6u ? __ldg(&in_c[(iy0 + q) * 6 + ix0 + p]) : 0.0f);
    #pragma unroll
    for (int i = 0; i < 2; ++i) {
      const int ky = q - i;
      if (ky >= 0 && ky < 3) {
        #pragma unroll
        for (int kx = 0; kx < 3; ++kx) {
          const float wv = __ldg(&w_t[ky * 3 + kx]);
          #pragma unroll
          for (int j = 0; j < 2; ++j) acc[i][j] = fmaf(v[j + kx], wv, acc[i][j]);
        }
      }
    }
  }
  const int gc = c0 + tc;
  #pragma unroll
  for (int i = 0; i < 2; ++i) {
    const int oy = oy0 + ty * 2 + i;
    #pragma unroll
    for (int j = 0; j < 2; ++j) {
      const int ox = ox0 + tx * 2 + j;
      if (gc < 3 && oy < 7 && ox < 6) {
        const int o = ((img * 3 + gc) * 7 + oy) * 6 + ox;
        out[o] = fmaxf(acc[i][j] + bias[gc] + residual[o], 0.0f);
      }
    }
  }
}
