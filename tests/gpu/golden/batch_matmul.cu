// C: batch 2, M 12, N 8, K 6
extern "C" __global__ void __launch_bounds__(16) kernel(const float* __restrict__ A, const float* __restrict__ B, float* __restrict__ C) {
  // block tile 16x8x8, thread tile 4x2, 16 threads (row-major), strided layout, single-buffered shared memory
  __shared__ __align__(16) float As[1][8][16];
  __shared__ __align__(16) float Bs[1][8][8];
  const int tid = threadIdx.x;
  const int tx = tid % 4;
  const int ty = tid / 4;
  const int m0 = blockIdx.y * 16;
  const int n0 = blockIdx.x * 8;
  const int bz = blockIdx.z;
  float acc[4][2];
  #pragma unroll
  for (int tm = 0; tm < 4; ++tm)
  #pragma unroll
    for (int tn = 0; tn < 2; ++tn) acc[tm][tn] = 0.0f;
  float ra[8];
  float4 rb[1];
  for (int kt = 0; kt < 1; ++kt) {
    #pragma unroll
    for (int ld = 0; ld < 8; ++ld) {
      const int e = tid + ld * 16;
      const int e_row = m0 + e / 8;
      const int e_k = (kt) * 8 + e % 8;
      ra[ld] = (e_row < 12 && e_k < 6) ? A[(bz * 12 + e_row) * 6 + e_k] : 0.0f;
    }
    #pragma unroll
    for (int ld = 0; ld < 1; ++ld) {
      const int e = tid + ld * 16;
      const int e_row = n0 + (e % 2) * 4;
      const int e_k = (kt) * 8 + e / 2;
      rb[ld] = (e_k < 6) ? *reinterpret_cast<const float4*>(&B[(bz * 6 + e_k) * 8 + e_row]) : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
    }
    #pragma unroll
    for (int ld = 0; ld < 8; ++ld) {
      const int e = tid + ld * 16;
      const int s_row = e / 8;
      const int s_k = e % 8;
      As[0][s_k][s_row] = ra[ld];
    }
    #pragma unroll
    for (int ld = 0; ld < 1; ++ld) {
      const int e = tid + ld * 16;
      const int s_row = (e % 2) * 4;
      const int s_k = e / 2;
      Bs[0][s_k][s_row + 0] = rb[ld].x;
      Bs[0][s_k][s_row + 1] = rb[ld].y;
      Bs[0][s_k][s_row + 2] = rb[ld].z;
      Bs[0][s_k][s_row + 3] = rb[ld].w;
    }
    __syncthreads();
    #pragma unroll 8
    for (int kk = 0; kk < 8; ++kk) {
      float a[4];
      float b[2];
      #pragma unroll
      for (int tm = 0; tm < 4; ++tm) a[tm] = As[0][kk][tm * 4 + ty];
      #pragma unroll
      for (int tn = 0; tn < 2; ++tn) b[tn] = Bs[0][kk][tn * 4 + tx];
      #pragma unroll
      for (int tm = 0; tm < 4; ++tm)
      #pragma unroll
        for (int tn = 0; tn < 2; ++tn) acc[tm][tn] = fmaf(a[tm], b[tn], acc[tm][tn]);
    }
    __syncthreads();
  }
  #pragma unroll
  for (int tm = 0; tm < 4; ++tm) {
    #pragma unroll
    for (int tn = 0; tn < 2; ++tn) {
      const int gm = m0 + tm * 4 + ty;
      const int gn = n0 + tn * 4 + tx;
      if (gm < 12) {
        C[(bz * 12 + gm) * 8 + gn] = acc[tm][tn];
      }
    }
  }
}
